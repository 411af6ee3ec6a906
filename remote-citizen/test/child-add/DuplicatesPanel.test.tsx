import { screen, within } from '@testing-library/react';
import type { ChildValues } from '@evax/shared/contract';
import { renderInApp, setupI18n } from '../../../shared/jest/render';
import { DuplicatesPanel } from '../../src/child/components/add/DuplicatesPanel';
import { citizenTranslations } from '../../src/i18n';
import { CANDIDATE } from './child-add-support';

const entered = { firstNameFr: 'Youssef', lastNameFr: 'Jebali', firstNameAr: 'يوسف', lastNameAr: 'الجبالي', birthDate: '2024-03-07' } as ChildValues;

function renderPanel(language: 'fr' | 'ar') {
  setupI18n(language, citizenTranslations);
  renderInApp(
    <DuplicatesPanel
      entered={entered}
      enteredGovernorate="Sfax"
      candidates={[CANDIDATE]}
      onOpen={jest.fn()}
      onConfirmDifferent={jest.fn()}
      onCancel={jest.fn()}
      confirming={false}
    />,
  );
}

/** The name row of a card: the value cell beside its label. */
const nameCell = (card: HTMLElement) => card.querySelector('.ant-descriptions-item-content') as HTMLElement;

describe('the duplicate cards name the child in both scripts, apart', () => {
  it('in French: the French name, a separator, the Arabic name, each in its own direction and language', async () => {
    renderPanel('fr');
    const cell = nameCell(await screen.findByTestId('duplicate-entered'));
    expect(cell).toHaveTextContent(/^Youssef Jebali \/ يوسف الجبالي$/);
    expect(within(cell).getByText('Youssef Jebali')).toHaveAttribute('dir', 'ltr');
    expect(within(cell).getByText('Youssef Jebali')).toHaveAttribute('lang', 'fr');
    expect(within(cell).getByText('يوسف الجبالي')).toHaveAttribute('dir', 'rtl');
    expect(within(cell).getByText('يوسف الجبالي')).toHaveAttribute('lang', 'ar');
    expect(nameCell(screen.getByTestId('duplicate-candidate'))).toHaveTextContent(/^Youssef Trabelsi \/ يوسف الطرابلسي$/);
  });

  it('in Arabic: the Arabic name first, then the French one', async () => {
    renderPanel('ar');
    const cell = nameCell(await screen.findByTestId('duplicate-entered'));
    expect(cell).toHaveTextContent(/^يوسف الجبالي \/ Youssef Jebali$/);
    expect(within(cell).getByText('Youssef Jebali')).toHaveAttribute('dir', 'ltr');
    expect(within(cell).getByText('يوسف الجبالي')).toHaveAttribute('dir', 'rtl');
  });
});
