import { expect, test } from '@playwright/test';

/**
 * Runs `check` on each route in turn, in the test's one tab, each as a step named after the route.
 * A new browser context costs seconds of CPU on the 2-core CI machine, a route in an open tab a
 * fraction of that, so a test that only looks at pages walks them. `check` asserts with the soft
 * `expect` it is given, whose failures carry the route: a failing walk names every route that
 * fails, not only the first.
 */
export async function walkRoutes(
  routes: readonly string[],
  check: (path: string, soft: typeof expect) => Promise<void>,
) {
  for (const path of routes) {
    await test.step(path, () => check(path, expect.configure({ soft: true, message: path })));
  }
}
