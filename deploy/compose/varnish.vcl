vcl 4.1;
#
# Tienda's shared cache: Varnish 7 (Debian: apt-get install -y varnish varnish-modules)
# in front of one or more store servers (`npm start`). See docs/caching.md, «Varnish».
#
# What it does:
#   - stores only what the store marks public (Cache-Control: public with s-maxage or
#     max-age, no Set-Cookie); everything else goes through (hit-for-miss);
#   - never answers from the cache a request with a Session, Authorization or Cookie
#     header, or a method other than GET/HEAD;
#   - PURGE with an `xkey-purge: prod-<sku> cat-<slug> …` header, from the `purgers`
#     ACL only, drops every object whose `xkey` header names one of the keys;
#   - grace: a stale page is served while it is refreshed in the background for the
#     page's own stale-while-revalidate window; while the store is down (the probe
#     fails) for up to 24 h;
#   - a Spanish 503 page when the store is down and the page is not cached.
# Clients see X-Cache: HIT | MISS | PASS and Age, never xkey.
#
# Compression: Varnish asks the store for gzip and stores the gzip bytes (it turns
# every client's Accept-Encoding into "gzip" or nothing, so the store's
# `Vary: Accept-Encoding` gives at most two variants); it gunzips for the rare client
# without gzip. Brotli is what the store sends when reached directly; through this
# cache pages are gzip, traded for one stored copy per page.
#
# scripts/varnish.ts (startVarnish) runs a copy of this file in which the block between
# the two BACKENDS markers is replaced by the real store servers: one backend per
# server, all in the round-robin director `store`. The block below is the same for a
# single server on 127.0.0.1:9004; to run this file by hand, edit that address.

import directors;
import std;
import xkey;

# Who may PURGE: the store servers, on this machine (scripts/varnish.ts rewrites this list when given `purgers`).
# BEGIN PURGERS
acl purgers {
    "172.28.0.0"/16;
}
# END PURGERS

# A store answers /robots.txt (rendered, small) while it is up: after 2 failures out of
# the last 3 probes (2 s apart) it is sick, and pages are served from grace for 24 h.
probe store_health {
    .url = "/robots.txt";
    .interval = 2s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

# BEGIN BACKENDS
# (written by scripts/compose-vcl.ts: do not edit)
backend store_1 {
    .host = "web";
    .port = "8080";
    .probe = store_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
}

sub vcl_init {
    new store = directors.round_robin();
    store.add_backend(store_1);
}

# The local API (compose service "api"): every /api/ request, without the store's probe (it has no /robots.txt).
backend api {
    .host = "api";
    .port = "9004";
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
}

sub vcl_backend_fetch {
    if (bereq.url ~ "^/api/") {
        set bereq.backend = api;
    }
}
# END BACKENDS

sub vcl_recv {
    # Internal headers: only this VCL sets them (a client's are dropped on arrival).
    if (req.restarts == 0) {
        unset req.http.X-Tienda-Grace;
    }
    set req.backend_hint = store.backend();

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Bad Request"));
        }
        # Hard purge: the objects are gone, the next request fetches a fresh page.
        set req.http.X-Tienda-Purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged"));
    }
    if (req.method !~ "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$") {
        return (synth(405, "Method Not Allowed"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Someone in particular: an API call (always with Session), a signed-in browser, credentials.
    if (req.http.Session || req.http.Authorization || req.http.Cookie) {
        return (pass);
    }
    # The same page whatever the order of its query parameters.
    set req.url = std.querysort(req.url);
    if (req.http.X-Tienda-Grace == "none") {
        # vcl_hit found a page too stale to serve while the store is up: look it up again without grace.
        set req.grace = 0s;
    } else {
        # (req.grace survives a restart: the objects' own grace again.)
        set req.grace = 24h;
    }
    # Not the built-in vcl_recv (it would pipe unknown methods and knows nothing of Session).
    return (hash);
}

sub vcl_hit {
    if (obj.ttl >= 0s && !obj.http.X-Tienda-Stale) {
        return (deliver);
    }
    # Looked up again without grace and still found: a page stored stale, in its token TTL. Fetch it.
    if (req.http.X-Tienda-Grace == "none") {
        return (pass);
    }
    # Stale. The store failed to answer this very request: anything still in grace beats an error page.
    if (req.http.X-Tienda-Grace == "any") {
        return (deliver);
    }
    # The store is down (probe): serve it for as long as it is kept (24 h).
    if (!std.healthy(req.backend_hint)) {
        return (deliver);
    }
    # The store is up: stale within the page's own stale-while-revalidate window (refreshed in the background) ...
    if (std.duration(obj.http.X-Tienda-Swr + "s", 0s) > 0s && obj.ttl + std.duration(obj.http.X-Tienda-Swr + "s", 0s) > 0s) {
        return (deliver);
    }
    # ... beyond it, fetch it now (the stale copy still serves as the conditional request's validator).
    set req.http.X-Tienda-Grace = "none";
    return (restart);
}

sub vcl_backend_fetch {
    unset bereq.http.X-Tienda-Grace;
    return (fetch);
}

sub vcl_backend_response {
    # A pass (Session, Cookie, POST …): the answer goes to that client only.
    if (bereq.uncacheable) {
        return (deliver);
    }
    # A refresh in the background that failed: keep serving the stale copy rather than store the error.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # Only what the store says any visitor may get from a shared cache, for a known time.
    # (beresp.ttl is Varnish's reading of s-maxage / max-age; it is -1 for statuses it never caches.)
    if (beresp.http.Set-Cookie
        || beresp.http.Cache-Control !~ "(?i)(^|,)\s*public\s*(,|$)"
        || beresp.http.Cache-Control ~ "(?i)(^|,)\s*(private|no-store|no-cache)\b"
        || beresp.http.Cache-Control !~ "(?i)(^|,)\s*(s-maxage|max-age)\s*=\s*[0-9]"
        || beresp.http.Vary == "*"
        || beresp.ttl < 0s) {
        # Hit-for-miss for 2 minutes: requests for this URL go straight to the store, and one that
        # turns public again is stored at once.
        set beresp.ttl = 120s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # s-maxage=0: stored already stale, so that it is revalidated on each request while the store is up
    # (or served stale within stale-while-revalidate) and still served while it is down. Varnish never
    # looks up an object whose TTL is 0: it gets a token TTL and a mark vcl_hit reads as "stale".
    if (beresp.ttl <= 0s) {
        set beresp.ttl = 0.001s;
        set beresp.http.X-Tienda-Stale = "1";
    }
    # beresp.grace is the page's stale-while-revalidate (without one, Varnish's default_grace: here 0),
    # kept on the object for vcl_hit,
    # while the object itself lives 24 h past its TTL, for when the store is down.
    if (beresp.http.Cache-Control !~ "(?i)stale-while-revalidate\s*=") {
        set beresp.grace = 0s;
    }
    set beresp.http.X-Tienda-Swr = beresp.grace;  # "600.000" (seconds)
    set beresp.grace = 24h;
    # And one more day as the validator (ETag) of the next conditional fetch.
    set beresp.keep = 24h;
    return (deliver);
}

sub vcl_backend_error {
    # A background refresh: the stale copy stays.
    if (bereq.is_bgfetch) {
        return (abandon);
    }
    set beresp.status = 503;
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "30";
    set beresp.http.X-Content-Type-Options = "nosniff";
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    set beresp.keep = 0s;
    set beresp.uncacheable = true;
    # An API call gets the API's own error shape; a page, a page.
    if (bereq.url ~ "^/api/") {
        set beresp.http.Content-Type = "application/json; charset=utf-8";
        set beresp.body = """{"cause":"UNKNOWN","message":"La tienda no está disponible en este momento. Inténtalo de nuevo en unos minutos."}""";
        return (deliver);
    }
    set beresp.http.Content-Type = "text/html; charset=utf-8";
    set beresp.body = {"<!DOCTYPE html>
<html lang="es-GT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>La tienda no está disponible · Tienda</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2328}a{color:#0b5cad}</style>
</head>
<body>
<main>
<h1>La tienda no está disponible</h1>
<p>Estamos teniendo un problema para mostrar esta página. Inténtalo de nuevo en unos minutos.</p>
<p><a href="/">Volver al inicio</a></p>
</main>
</body>
</html>
"};
    return (deliver);
}

sub vcl_deliver {
    # The store failed and this page has a stale copy: serve that one instead (once).
    if (resp.status == 503 && req.http.X-Tienda-Grace == "none") {
        set req.http.X-Tienda-Grace = "any";
        return (restart);
    }
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.xkey;
    unset resp.http.X-Tienda-Swr;
    unset resp.http.X-Tienda-Stale;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
    return (deliver);
}

sub vcl_synth {
    if (req.method == "PURGE" && resp.status == 200) {
        set resp.http.Content-Type = "application/json; charset=utf-8";
        set resp.body = {"{"purged":"} + req.http.X-Tienda-Purged + "}";
    } else {
        set resp.http.Content-Type = "application/json; charset=utf-8";
        if (resp.status == 403) {
            set resp.body = """{"cause":"forbidden","message":"Esta dirección no puede purgar la caché."}""";
        } else if (resp.status == 400) {
            set resp.body = """{"cause":"apiCallFailed","message":"Falta la cabecera xkey-purge con las claves a purgar."}""";
        } else if (resp.status == 405) {
            set resp.http.Allow = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS, PURGE";
            set resp.body = """{"cause":"apiCallFailed","message":"Método no permitido."}""";
        } else {
            set resp.body = """{"cause":"apiCallFailed","message":"La solicitud no es válida."}""";
        }
    }
    set resp.http.Cache-Control = "no-store";
    set resp.http.X-Content-Type-Options = "nosniff";
    return (deliver);
}
