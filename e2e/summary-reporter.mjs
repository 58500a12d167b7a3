// Prints the closing line CI reads: `e2e: N passed, N failed`.
export default class SummaryReporter {
  constructor() {
    this.passed = 0;
    this.failed = 0;
    this.skipped = 0;
  }
  onTestEnd(test, result) {
    // Count each test once, by its final outcome after retries.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
  }
  onEnd() {
    const skipped = this.skipped ? `, ${this.skipped} skipped` : '';
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed${skipped}`);
  }
  printsToStdio() {
    return true;
  }
}
