import { render, screen } from '@testing-library/react';
import { Can } from '@evax/shared/runtime';
import { signInAs } from '../../jest/fixtures';

describe('Can', () => {
  it('shows its content to a user holding the permission', () => {
    signInAs(['view-users']);
    render(<Can permission="view-users">users</Can>);
    expect(screen.getByText('users')).toBeInTheDocument();
  });

  it('hides its content (or shows the fallback) otherwise', () => {
    signInAs(['view-dashboard']);
    render(
      <Can permission="view-users" fallback="no">
        users
      </Can>,
    );
    expect(screen.queryByText('users')).not.toBeInTheDocument();
    expect(screen.getByText('no')).toBeInTheDocument();
  });

  it('lets DSSB and superusers through', () => {
    signInAs([], { isDssb: true });
    render(<Can permission="delete-users">users</Can>);
    expect(screen.getByText('users')).toBeInTheDocument();
  });

  it('hides from nobody signed in', () => {
    render(<Can permission="view-users">users</Can>);
    expect(screen.queryByText('users')).not.toBeInTheDocument();
  });
});
