/** Shown instead of the store when the build lacks its configuration. */
export function ConfigErrorScreen({ title, message, variable }: { title: string; message: string; variable: string }) {
  return (
    <main className="container main fatal" id="contenido">
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        Variable: <code>{variable}</code>
      </p>
    </main>
  );
}
