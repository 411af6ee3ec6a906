import { i18n } from '@evax/shared/runtime';
import { setupI18n } from '../../../jest/render';

// The counts the shared widgets show take the language's plural form (Arabic: six).
describe('counted texts of the shared widgets', () => {
  it.each([
    [0, 'لا سطر مختار', 'لم يُرسل أي ملف'],
    [1, 'سطر واحد مختار', 'أُرسل ملف واحد'],
    [2, 'سطران مختاران', 'أُرسل ملفان'],
    [3, '3 أسطر مختارة', 'أُرسلت 3 ملفات'],
    [11, '11 سطرًا مختارًا', 'أُرسل 11 ملفًا'],
    [100, '100 سطر مختار', 'أُرسل 100 ملف'],
  ])('Arabic %i: %s, %s', (count, rows, files) => {
    setupI18n('ar');
    expect(i18n.t('FORM.SELECTED_ROWS', { count })).toBe(rows);
    expect(i18n.t('WIDGETS.GALLERY.UPLOAD_SENT', { count })).toBe(files);
  });

  it.each([
    ['fr', 1, '1 ligne choisie', '1 fichier envoyé'],
    ['fr', 2, '2 lignes choisies', '2 fichiers envoyés'],
    ['en', 1, '1 row selected', '1 file sent'],
    ['en', 2, '2 rows selected', '2 files sent'],
  ] as const)('%s %i: %s, %s', (language, count, rows, files) => {
    setupI18n(language);
    expect(i18n.t('FORM.SELECTED_ROWS', { count })).toBe(rows);
    expect(i18n.t('WIDGETS.GALLERY.UPLOAD_SENT', { count })).toBe(files);
  });
});
