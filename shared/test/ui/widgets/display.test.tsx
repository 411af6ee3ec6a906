import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { Calendar, type DetailField } from '@evax/shared/ui';
import { tunisToday } from '@evax/shared/validation';
import { DetailFields, DetailHeader } from '../../../src/ui/widgets/DetailPage';
import { KpiCard } from '../../../src/ui/widgets/KpiCard';
import { PdfDownloadButton } from '../../../src/ui/widgets/PdfDownloadButton';
import { UploadPreview } from '../../../src/ui/widgets/UploadPreview';
import { renderInApp, setupI18n } from '../../../jest/render';

jest.mock('../../../src/ui/widgets/PdfViewerView', () => ({
  __esModule: true,
  default: ({ url }: { url: string }) => <div data-testid="pdf-viewer">{url}</div>,
}));

describe('DetailFields (spec 1 §2.5)', () => {
  beforeEach(() => setupI18n('en'));
  const record = {
    name: 'BCG',
    status: 2,
    centre: 12,
    closed: false,
    closedAt: '2026-02-01',
    photo: '/photo.png',
    file: '/certificate.pdf',
    card: '/card.pdf',
    allergies: ['Penicillin', 'Peanut'],
    parent: { name: 'Sami', phone: '+216 22 123 456' },
    doses: Array.from({ length: 7 }, (_, index) => ({ id: index + 1, vaccine: `Dose ${index + 1}` })),
    structures: [{ key: 'n', title: 'DSSB', children: [{ key: 'c', title: 'CSB Sfax' }] }],
  };
  type R = typeof record;

  it('shows each kind of field', async () => {
    const onShow = jest.fn();
    const onPrint = jest.fn();
    const fields: DetailField<R>[] = [
      { kind: 'item', name: 'name', labelKey: 'Name', width: 6 },
      {
        kind: 'options',
        name: 'status',
        labelKey: 'Status',
        options: [
          { value: 1, label: 'Planned' },
          { value: 2, label: 'Done' },
        ],
      },
      { kind: 'loadedOptions', name: 'centre', labelKey: 'Centre', load: async () => [{ value: 12, label: 'CSB Sfax' }] },
      { kind: 'image', name: 'photo', labelKey: 'Photo' },
      { kind: 'file', name: 'file', labelKey: 'Certificate' },
      { kind: 'pdf', name: 'card', labelKey: 'Card' },
      { kind: 'list', name: 'allergies', labelKey: 'Allergies' },
      { kind: 'nested', name: 'parent', labelKey: 'Parent', fields: [{ kind: 'item', name: 'phone', labelKey: 'Phone' }] },
      {
        kind: 'table',
        name: 'doses',
        labelKey: 'Doses',
        rowKey: 'id',
        columns: [{ key: 'vaccine', dataIndex: 'vaccine', title: 'Vaccine' }],
        onShow,
        actions: [{ key: 'print', label: 'Print', onClick: onPrint }],
      },
      { kind: 'tree', name: 'structures', labelKey: 'Structures' },
    ];
    const { container } = renderInApp(<DetailFields fields={fields} record={record} />);

    expect(screen.getByText('BCG')).toBeInTheDocument();
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(
      await screen.findByText('CSB Sfax', { selector: '.ant-descriptions-item-content *, .ant-descriptions-item-content' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', '/photo.png');
    expect(screen.getByRole('link', { name: /Open the file/ })).toHaveAttribute('href', '/certificate.pdf');
    expect(await screen.findByTestId('pdf-viewer', {}, { timeout: 20_000 })).toHaveTextContent('/card.pdf');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(['Penicillin', 'Peanut']));
    expect(screen.getByText('+216 22 123 456').tagName).toBe('BDI');
    expect(screen.getByText('DSSB')).toBeInTheDocument();
    expect(screen.getByText('CSB Sfax', { selector: '.ant-tree-title' })).toBeInTheDocument();

    // Default width 12 of 12 columns, a 6 is half of the row.
    expect(container.querySelector('[data-field="status"]')).toHaveClass('ant-col-md-24');
    expect(container.querySelector('[data-field="name"]')).toHaveClass('ant-col-md-12');

    // The table: paged by 5, searched, with show and extra actions.
    expect(screen.getByText('Dose 5')).toBeInTheDocument();
    expect(screen.queryByText('Dose 6')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 5 of 7')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search…' }), 'Dose 7{Enter}');
    expect(await screen.findByText('Dose 7')).toBeInTheDocument();
    expect(screen.queryByText('Dose 1')).not.toBeInTheDocument();
    const row = screen.getByText('Dose 7').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Show/ }));
    expect(onShow).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    await userEvent.click(within(row).getByRole('button', { name: 'Print' }));
    expect(onPrint).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    // Ten antd widgets at once: slow under jsdom on a busy machine.
  }, 240_000);

  it('hides a field by a condition on another field, and shows a dash for an empty value', () => {
    const fields: DetailField<R>[] = [
      { kind: 'item', name: 'closedAt', labelKey: 'Closed on', hidden: (shown) => !shown.closed },
      { kind: 'item', name: 'missing', labelKey: 'Missing' },
    ];
    const { rerender } = renderInApp(<DetailFields fields={fields} record={record} />);
    expect(screen.queryByText('Closed on')).not.toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    rerender(<DetailFields fields={fields} record={{ ...record, closed: true }} />);
    expect(screen.getByText('Closed on')).toBeInTheDocument();
  });
});

describe('DetailHeader', () => {
  it('has back, close, edit, show, extra buttons and the edit menu', async () => {
    setupI18n('fr');
    const calls: string[] = [];
    renderInApp(
      <DetailHeader
        title="Amine"
        onBack={() => calls.push('back')}
        onClose={() => calls.push('close')}
        onEdit={() => calls.push('edit')}
        onShow={() => calls.push('show')}
        extra={<button type="button">Imprimer</button>}
        editMenu={[{ key: 'folder', label: 'Clôturer le dossier médical', onClick: () => calls.push('folder') }]}
      />,
    );
    for (const name of ['Retour', 'Fermer', 'Modifier', 'Afficher']) await userEvent.click(screen.getByRole('button', { name: new RegExp(name) }));
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Autres modifications/ }));
    await userEvent.click(await screen.findByText('Clôturer le dossier médical'));
    expect(calls).toEqual(['back', 'close', 'edit', 'show', 'folder']);
  }, 180_000);

  it('leaves out the buttons it is not given', () => {
    setupI18n('en');
    renderInApp(<DetailHeader title="Amine" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('KpiCard', () => {
  it('shows the total as by agents plus by citizens', () => {
    setupI18n('en');
    renderInApp(<KpiCard byAgents={1240} byCitizens={385} />);
    const total = screen.getByText('Total registrations').closest('.ant-statistic')!;
    expect(total).toHaveTextContent('1,625');
    expect(screen.getByText('Registrations by agents').closest('.ant-statistic')).toHaveTextContent('1,240');
    expect(screen.getByText('Registrations by citizens').closest('.ant-statistic')).toHaveTextContent('385');
  });

  it('groups digits as each language writes them: a narrow no-break space in French, per Intl in Arabic and English', () => {
    const numberIn = (language: 'fr' | 'ar' | 'en') => {
      setupI18n(language);
      const { container, unmount } = renderInApp(<KpiCard byAgents={1240} byCitizens={385} />);
      const total = container.querySelector('.ant-statistic-content')!.textContent;
      unmount();
      return total;
    };
    expect(numberIn('fr')).toBe('1\u202f625');
    expect(numberIn('en')).toBe('1,625');
    const arabic = numberIn('ar');
    expect(arabic).toBe(new Intl.NumberFormat('ar-TN').format(1625));
    expect(arabic).toMatch(/^1\D625$/);
  });
});

describe('PdfDownloadButton (spec 1 §4.5)', () => {
  beforeEach(() => setupI18n('fr'));

  it('retries 3 times at 500 ms, then shows GENERAL.ERROR_DOWNLOAD_PDF at the top right', async () => {
    jest.useFakeTimers();
    try {
      const download = jest.fn(async () => {
        throw new Error('down');
      });
      renderInApp(<PdfDownloadButton download={download} />);
      const button = screen.getByRole('button', { name: /Télécharger le PDF/ });
      act(() => button.click());
      await act(async () => undefined);
      expect(button).toHaveClass('ant-btn-loading');
      expect(download).toHaveBeenCalledTimes(1);
      await act(async () => jest.advanceTimersByTimeAsync(499));
      expect(download).toHaveBeenCalledTimes(1);
      await act(async () => jest.advanceTimersByTimeAsync(1));
      expect(download).toHaveBeenCalledTimes(2);
      await act(async () => jest.advanceTimersByTimeAsync(1000));
      expect(download).toHaveBeenCalledTimes(4);
      await act(async () => jest.advanceTimersByTimeAsync(1000));
      expect(download).toHaveBeenCalledTimes(4);
      const notice = await screen.findByText('Le téléchargement du PDF a échoué, veuillez réessayer plus tard');
      expect(notice.closest('.ant-notification-topRight')).not.toBeNull();
      expect(button).not.toHaveClass('ant-btn-loading');
    } finally {
      jest.useRealTimers();
    }
  });

  it('saves the PDF under its name once a try succeeds', async () => {
    const created = jest.fn(() => 'blob:pdf');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('carnet.pdf');
    });
    const download = jest
      .fn()
      .mockRejectedValueOnce(new Error('once'))
      .mockResolvedValueOnce(new Blob(['%PDF']));
    renderInApp(<PdfDownloadButton download={download} fileName="carnet.pdf" />);
    await userEvent.click(screen.getByRole('button', { name: /Télécharger le PDF/ }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(download).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/a échoué/)).not.toBeInTheDocument();
  });
});

describe('Calendar', () => {
  const events = [
    { id: 1, start: '2026-03-18T09:00:00', title: 'BCG – Amine', status: 2 },
    { id: 2, start: '2026-03-20T10:00:00', title: 'Polio – Ines' },
  ];

  it('switches month, week and day views and moves with previous, next and today', async () => {
    setupI18n('fr');
    const { container } = renderInApp(<Calendar events={events} initialDate="2026-03-18" />);
    expect(await screen.findByText('mars 2026', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('gridcell')).toHaveLength(42);
    expect(screen.getByText(/BCG – Amine/).closest('button')).toHaveClass('evax-event-done');

    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByText('avril 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.getByText('février 2026')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Semaine'));
    expect(container.querySelector('[data-view="week"]')).not.toBeNull();
    expect(screen.getAllByRole('gridcell')).toHaveLength(7);

    await userEvent.click(screen.getByText("Aujourd'hui"));
    expect(container.querySelector(`[data-date="${tunisToday()}"]`)).toHaveAttribute('aria-current', 'date');

    await userEvent.click(screen.getByText('Jour'));
    expect(screen.getByText(dayjs(tunisToday()).locale('fr').format('dddd D MMMM YYYY'))).toBeInTheDocument();
  }, 180_000);

  it("opens on Tunis's today, already the next day at 23:30 UTC", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T23:30:00Z'), advanceTimers: true });
    try {
      setupI18n('fr');
      const { container } = renderInApp(<Calendar events={events} />);
      expect(await screen.findByText('novembre 2026', {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(container.querySelector('[aria-current="date"]')).toHaveAttribute('data-date', '2026-11-29');
    } finally {
      jest.useRealTimers();
    }
  }, 60_000);

  it('speaks Arabic with the Tunisian month names, arrows mirrored', async () => {
    setupI18n('ar');
    renderInApp(<Calendar events={events} initialDate="2026-03-18" initialView="day" />);
    expect(await screen.findByText('BCG – Amine', { exact: false }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText(/مارس 2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'التالي' }));
    expect(screen.getByText('لا توجد مواعيد')).toBeInTheDocument();
  });
});

describe('UploadPreview', () => {
  it('shows each status message, a validation descriptor translated', async () => {
    setupI18n('en');
    const onRemove = jest.fn();
    renderInApp(
      <UploadPreview
        onRemove={onRemove}
        files={[
          { uid: '1', name: 'a.pdf', state: { status: 'done' } },
          { uid: '2', name: 'b.pdf', state: { status: 'tooSmall' } },
          { uid: '3', name: 'c.pdf', state: { status: 'tooBig' } },
          { uid: '4', name: 'd.exe', state: { status: 'validation', message: '{"key":"ERROR.CODE.VALIDATION.REQUIRED"}' } },
          { uid: '5', name: 'e.pdf', state: { status: 'validation', message: 'Plain words' } },
          { uid: '6', name: 'f.pdf', state: { status: 'failed' } },
          { uid: '7', name: 'g.pdf', state: { status: 'aborted' } },
        ]}
      />,
    );
    for (const text of [
      'File sent',
      'The file is too small',
      'The file is too big',
      'This field is required',
      'Plain words',
      'Sending failed',
      'Sending was aborted',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Remove c.pdf' }));
    expect(onRemove).toHaveBeenCalledWith('3');
  });
});
