import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, apiPath } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import { FhirExportButton } from '../src/routine/components/FhirExportButton';
import { EVAX } from './support/folders';

const BUNDLE = {
  data: new Blob(['{"resourceType":"Bundle"}'], { type: 'application/fhir+json' }),
  headers: { 'content-type': 'application/fhir+json', 'content-disposition': `attachment; filename="evax-${EVAX}.fhir.json"` },
};

describe("the booklet's FHIR export", () => {
  beforeEach(() => Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:fhir'), revokeObjectURL: jest.fn() }));
  afterEach(() => restoreHttp());

  it("saves the server's bundle under the server's file name (Arabic screen)", async () => {
    const seen = fakeHttp((request) => (request.url === apiPath(API_PATHS.fhirExport, { param: EVAX }) ? BUNDLE : undefined));
    const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(`evax-${EVAX}.fhir.json`);
    });
    setupI18n('ar', vaccinationTranslations);
    renderInApp(<FhirExportButton evaxNumber={EVAX} />);
    await userEvent.click(await screen.findByRole('button', { name: /تصدير FHIR/ }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(seen.filter((r) => r.url?.endsWith('/fhir'))).toHaveLength(1);
    saved.mockRestore();
  });

  it('says so when the export fails (French screen)', async () => {
    fakeHttp((request) => (request.url === apiPath(API_PATHS.fhirExport, { param: EVAX }) ? { status: 500, data: {} } : undefined));
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<FhirExportButton evaxNumber={EVAX} />);
    await userEvent.click(screen.getByRole('button', { name: /Export FHIR/ }));
    expect(await screen.findByText(/L'export FHIR a échoué/)).toBeInTheDocument();
  });
});
