import { fireEvent, render, screen } from '@testing-library/react';
import { DisabledWithoutPermission, PERMISSION_DENIED_MESSAGE } from '@evax/shared/runtime';
import { signInAs } from '../../jest/fixtures';

describe('DisabledWithoutPermission', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
  afterEach(() => warn.mockRestore());

  it('leaves the element alone for a user holding the permission', () => {
    signInAs(['delete-users']);
    const onClick = jest.fn();
    render(
      <DisabledWithoutPermission permission="delete-users">
        <button onClick={onClick}>Delete</button>
      </DisabledWithoutPermission>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClick).toHaveBeenCalled();
    expect(document.querySelector('[aria-disabled]')).toBeNull();
  });

  it('dims the element with a not-allowed cursor, and a click only logs "Permission Denied"', () => {
    signInAs(['view-users']);
    const onClick = jest.fn();
    render(
      <DisabledWithoutPermission permission="delete-users">
        <button onClick={onClick}>Delete</button>
      </DisabledWithoutPermission>,
    );
    const wrapper = screen.getByText('Delete').closest('[aria-disabled="true"]') as HTMLElement;
    expect(wrapper).toHaveStyle({ opacity: '0.5', cursor: 'not-allowed' });

    fireEvent.click(screen.getByText('Delete'));

    expect(onClick).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(PERMISSION_DENIED_MESSAGE);
    expect(PERMISSION_DENIED_MESSAGE).toBe('Permission Denied');
  });

  it('lets superusers through', () => {
    signInAs([], { isSuperuser: true });
    render(
      <DisabledWithoutPermission permission="delete-users">
        <button>Delete</button>
      </DisabledWithoutPermission>,
    );
    expect(document.querySelector('[aria-disabled]')).toBeNull();
  });
});
