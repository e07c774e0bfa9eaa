// Fault: a guesser sends many wrong passwords for one email at once, spread over two storefront
// processes on one PostgreSQL. Each attempt holds its place in the limit before the slow hash, so
// no more than the limit are ever checked, whichever process they reach and wherever the limit is kept.
import { test, expect } from "@playwright/test";
import { newShopper } from "../fixtures";
import { startStorefront, type RunningProcess } from "../support/processes";
import {
  createFaultDatabase,
  FormClient,
  NO_DATABASE_REASON,
  storefrontSettings,
  testDatabaseUrl,
  type FaultDatabase,
} from "../support/fault-support";
import { INCORRECT_CREDENTIALS } from "../../contract/auth";
import { MAX_FAILED_SIGN_INS as SIGN_IN_FAILURE_LIMIT } from "../../backend/auth/sign-in-throttle";

const GUESSES = 40;

for (const store of ["database", "Redis"] as const) {
  test.describe(`parallel wrong passwords over two processes, limit kept in the ${store}`, () => {
    test.skip(!testDatabaseUrl, NO_DATABASE_REASON);
    test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level fault test: runs once, in the js project");
    test.setTimeout(120_000);

    let database: FaultDatabase;
    let processes: RunningProcess[] = [];

    test.beforeAll(async ({}, testInfo) => {
      if (!testDatabaseUrl || testInfo.project.use.javaScriptEnabled === false) return;
      database = await createFaultDatabase(testDatabaseUrl);
      const settings = { ...storefrontSettings(database.url), REDIS_URL: store === "Redis" ? "redis://127.0.0.1:6379" : "" };
      processes = [await startStorefront(settings)];
      processes.push(await startStorefront(settings));
    });

    test.afterAll(async () => {
      await Promise.all(processes.map((running) => running.stop()));
      await database?.drop();
    });

    test(`checks at most ${SIGN_IN_FAILURE_LIMIT} of ${GUESSES} and refuses the rest; then even the right password waits`, async () => {
      const owner = new FormClient(processes[0].url, newShopper("parallel-guess"));
      await owner.signUp();
      const { email, password } = owner.shopper;

      const answers = await Promise.all(
        Array.from({ length: GUESSES }, (_, index) =>
          new FormClient(processes[index % 2].url).post("/sign-in", { email, password: `wrong-${index}`, redirectTo: "/home" }),
        ),
      );
      const checked = answers.filter((answer) => answer.status === 401);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(checked.length, answers.map((answer) => answer.status).join(",")).toBeGreaterThan(0);
      expect(checked.length).toBeLessThanOrEqual(SIGN_IN_FAILURE_LIMIT);
      expect(refused.length).toBe(GUESSES - checked.length);
      for (const answer of checked) expect(answer.text).toContain(INCORRECT_CREDENTIALS);

      for (const running of processes) {
        const rightPassword = await new FormClient(running.url).post("/sign-in", { email, password, redirectTo: "/home" });
        expect(rightPassword.status).toBe(429);
        expect(rightPassword.text).toContain("Too many attempts");
      }
    });
  });
}
