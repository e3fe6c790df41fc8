import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (projects by name, then failed, longest or largest first), with the system test
 * files spread through it, one before every two others. Those files run real server processes
 * for up to a minute and mostly wait on them; by name they would start last, after the CPU-bound
 * API files, and end the run with the cores idle. Spread out, they wait beside the API files.
 */
export default class SystemTestsSpreadSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const system = sorted.filter((file) => file.project.name === 'system');
    const others = sorted.filter((file) => file.project.name !== 'system');
    const spread: TestSpecification[] = [];
    while (system.length || others.length) {
      const next = system.shift();
      if (next) spread.push(next);
      spread.push(...others.splice(0, 2));
    }
    return spread;
  }
}
