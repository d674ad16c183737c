import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useDismiss } from './use-dismiss';

function Menu({ active, onDismiss }: { active: boolean; onDismiss: (reason: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, active, onDismiss);
  return (
    <>
      <div ref={ref}>
        <button type="button">Inside</button>
      </div>
      <p>Outside</p>
    </>
  );
}

describe('useDismiss', () => {
  it('reports a press outside and Escape, but not a press inside', () => {
    const onDismiss = jest.fn();
    render(<Menu active onDismiss={onDismiss} />);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Inside' }));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByText('Outside'));
    fireEvent.touchStart(screen.getByText('Outside'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss.mock.calls.map(([reason]) => reason)).toEqual(['outside', 'outside', 'escape']);
  });

  it('ignores everything while inactive', () => {
    const onDismiss = jest.fn();
    render(<Menu active={false} onDismiss={onDismiss} />);
    fireEvent.mouseDown(screen.getByText('Outside'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
