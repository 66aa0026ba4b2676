/**
 * Setup for the unit projects: in a file that runs in jsdom, Testing Library's `findBy…` and `waitFor` wait for
 * their condition up to 15 s instead of the default 1 s. They return as soon as the condition holds, so a passing
 * test is as fast as before; the default bound failed sound tests when the machine was loaded (a screen whose fake
 * data had not rendered within 1 s of wall-clock time). A condition that never holds still fails the test.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}

export {};
