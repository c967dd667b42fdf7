import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useRovingFocus } from './useRovingFocus';

function Row({ names }: { names: string[] }) {
  const roving = useRovingFocus(names.length);
  return (
    <>
      <button type="button">Before</button>
      <div role="toolbar" aria-label="Tools" {...roving.container}>
        {names.map((name, index) => (
          <button key={name} type="button" {...roving.item(index)}>
            {name}
          </button>
        ))}
      </div>
      <input aria-label="After" />
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('useRovingFocus', () => {
  it('gives the row one Tab stop, at first its first button', async () => {
    const user = userEvent.setup();
    render(<Row names={['One', 'Two', 'Three']} />);
    await user.click(button('Before'));
    await user.tab();
    expect(button('One')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('One')).toHaveFocus();
  });

  it('moves with the arrow keys, round the ends, and to the ends with Home and End', async () => {
    const user = userEvent.setup();
    render(<Row names={['One', 'Two', 'Three']} />);
    await user.click(button('Before'));
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(button('Two')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(button('One')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(button('Three')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('One')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Three')).toHaveFocus();
  });

  it('comes back by Tab to the button last focused', async () => {
    const user = userEvent.setup();
    render(<Row names={['One', 'Two', 'Three']} />);
    await user.click(button('Before'));
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(button('Two')).toHaveAttribute('tabindex', '0');
    expect(button('One')).toHaveAttribute('tabindex', '-1');
    expect(button('Three')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    await user.tab({ shift: true });
    expect(button('Two')).toHaveFocus();
  });
});
