import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 24 part 1: "go to definition" from a namespace member lands on the line of the feature's factory that
 * builds its use case (and from a call, on the use case's `execute`), not on a hand-written interface. Checked with
 * TypeScript's language service, as an editor asks it, on a sample file that uses the public client.
 */
const ROOT = join(__dirname, '../..');
const SAMPLE = join(ROOT, 'tests/composition/__go-to-definition-sample.ts');
const MEMBERS = [
  ['tienda.checkout.createOrder', 'src/composition/checkout/checkout.on-demand.ts', 'createOrder: new CreateOrderUseCase('],
  ['tienda.catalog.loadHome', 'src/composition/catalog/catalog.module.ts', 'loadHome: new LoadHomeUseCase('],
  ['tienda.catalog.browseProducts', 'src/composition/catalog/catalog.module.ts', 'browseProducts: new BrowseProductsUseCase('],
  ['tienda.session.login', 'src/composition/session/session.module.ts', 'login: new LoginUseCase('],
  ['tienda.user.load', 'src/composition/session/session.module.ts', 'load,'],
  ['tienda.cart.add', 'src/composition/cart/cart.module.ts', 'add: new AddToCartUseCase('],
  ['tienda.cart.applyCode', 'src/composition/cart/cart-options.on-demand.ts', 'applyCode: new ApplyCodeUseCase('],
] as const;
const SOURCE = [
  "import { createTiendaClient, MemoryStorage } from '../../src';",
  "const tienda = createTiendaClient({ environment: 'local', storage: new MemoryStorage() });",
  ...MEMBERS.map(([member]) => `void ${member};`),
  'void tienda.checkout.createOrder();',
  '',
].join('\n');

function languageService(): ts.LanguageService {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
  const host: ts.LanguageServiceHost = {
    // No ambient types (node, vite/client): the sample reaches the library through its imports alone.
    getCompilationSettings: () => ({ ...config.options, types: [] }),
    getScriptFileNames: () => [SAMPLE],
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => ts.ScriptSnapshot.fromString(file === SAMPLE ? SOURCE : readFileSync(file, 'utf8')),
    getCurrentDirectory: () => ROOT,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (file) => file === SAMPLE || ts.sys.fileExists(file),
    readFile: (file) => (file === SAMPLE ? SOURCE : ts.sys.readFile(file)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  return ts.createLanguageService(host, ts.createDocumentRegistry());
}

/** Where "go to definition" on the last name of `expression` (its first occurrence in the sample) lands: file and line. */
function definitionOf(service: ts.LanguageService, expression: string, at = expression.lastIndexOf('.') + 1): { file: string; line: string }[] {
  const position = SOURCE.indexOf(expression) + at;
  return (service.getDefinitionAtPosition(SAMPLE, position) ?? []).map((definition) => {
    const text = readFileSync(definition.fileName, 'utf8');
    const lineStart = text.lastIndexOf('\n', definition.textSpan.start) + 1;
    const lineEnd = text.indexOf('\n', definition.textSpan.start);
    return { file: relative(ROOT, definition.fileName), line: text.slice(lineStart, lineEnd).trim() };
  });
}

describe('go to definition on the client', () => {
  let service: ts.LanguageService;

  // Building the program and the checker's first answer (the library and the types it reaches) is the slow part:
  // done once, here, with a hang's limit.
  beforeAll(() => {
    service = languageService();
    definitionOf(service, MEMBERS[0][0]);
  }, 300_000);

  it.each(MEMBERS)('%s lands on the line of its feature factory that builds the use case', (member, file, line) => {
    expect(definitionOf(service, member)).toEqual([{ file, line: expect.stringContaining(line) }]);
  });

  it("a call lands on the factory's line and on the use case's execute", () => {
    const definitions = definitionOf(service, 'tienda.checkout.createOrder()', 'tienda.checkout.'.length);
    expect(definitions).toContainEqual({ file: 'src/composition/checkout/checkout.on-demand.ts', line: expect.stringContaining('createOrder: new CreateOrderUseCase(') });
    expect(definitions).toContainEqual({ file: 'src/usecases/checkout/create-order.use-case.ts', line: expect.stringMatching(/^async execute\(|^execute\(/) });
  });
});
