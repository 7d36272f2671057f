// When the Studio shows its setup notice instead of Sanity's crash page: built for the local
// dataset, or for a project whose API does not answer at all.
import { describe, expect, it } from 'vitest';

import { setupProblem } from '../../../studio/setup-notice';
import { LOCAL_PROJECT_ID } from '../../../web/lib/local-project';

const networkError = () => new TypeError('Failed to fetch');
const httpError = (statusCode: number) =>
  Object.assign(new Error('Request failed'), { statusCode });

describe('the Studio setup notice', () => {
  it('says a project is needed when built without one, whatever the request ran into', () => {
    expect(setupProblem(LOCAL_PROJECT_ID, networkError())).toBe('no-project');
    expect(setupProblem(LOCAL_PROJECT_ID, httpError(404))).toBe('no-project');
  });

  it("says Sanity cannot be reached when a real project's API never answers", () => {
    expect(setupProblem('abc123', networkError())).toBe('unreachable');
  });

  it("leaves Sanity's own screens for answers from the API and for blocked origins", () => {
    expect(setupProblem('abc123', httpError(500))).toBeNull();
    const cors = Object.assign(new Error('CorsOriginError'), { name: 'CorsOriginError' });
    expect(setupProblem('abc123', cors)).toBeNull();
  });
});
