import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyCellCode } from '../../../src/components/cells/CopyCellCode';
import { useSettings } from '../../../src/state/settings';

// A fake key in GitHub's published shape (random characters, no real credential): the detector flags it.
const KEY = 'ghp_cij0YC3DhJp2PhaNNfrQSFdaG8bNxef8cQI1';
const DIRTY = `const memory = new RollingWindow(3);\nconst token = "${KEY}";\nconsole.log(memory.size);`;
const CLEAN = 'const memory = new RollingWindow(3);\nconsole.log(memory.size);';

function clipboard() {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('CopyCellCode', () => {
  beforeEach(() => useSettings.setState({ lang: 'en' }));

  it('copies clean code at once and says so in a status region', async () => {
    const user = userEvent.setup();
    const writeText = clipboard();
    render(<CopyCellCode code={CLEAN} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CLEAN));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('warns before copying a key; "Remove it" copies the code with the key replaced', async () => {
    const user = userEvent.setup();
    const writeText = clipboard();
    render(<CopyCellCode code={DIRTY} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This may contain a secret' });
    // What and where, masked: never the key itself.
    expect(dialog).toHaveTextContent('the code of this cell');
    expect(dialog).not.toHaveTextContent(KEY);
    expect(writeText).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove it' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const copied = writeText.mock.calls[0]?.[0] as string;
    expect(copied).not.toContain(KEY);
    expect(copied).toBe(DIRTY.replace(KEY, '[removed]'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByRole('button', { name: 'Copy code' })).toHaveFocus();
  });

  it('"Share anyway" copies the code as it is', async () => {
    const user = userEvent.setup();
    const writeText = clipboard();
    render(<CopyCellCode code={DIRTY} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await user.click(await screen.findByRole('button', { name: 'Share anyway' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(DIRTY));
  });

  it('speaks French, and falls back to a selected field without clipboard access', async () => {
    useSettings.setState({ lang: 'fr' });
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    render(<CopyCellCode code={DIRTY} />);
    await user.click(screen.getByRole('button', { name: 'Copier le code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ceci contient peut-être un secret' });
    await user.click(within(dialog).getByRole('button', { name: 'Le retirer' }));
    const field = await screen.findByRole('textbox', { name: /Copiez le code depuis ce champ/ });
    expect((field as HTMLTextAreaElement).value).toBe(DIRTY.replace(KEY, '[removed]'));
    expect(field).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
