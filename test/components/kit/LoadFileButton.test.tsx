/**
 * The "Load" button of the pages that read a learner's file: a visible button and the hidden picker it opens, named
 * by the button's text unless told otherwise; the file picked is handed over and the picker cleared, so the same file
 * picked again is read again.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { LoadFileButton } from '../../../src/components/kit/HiddenFileInput';

describe('LoadFileButton', () => {
  it('opens its hidden picker, hands over the file picked and clears the picker', () => {
    const picked: Array<File | undefined> = [];
    render(
      <LoadFileButton
        label="Load runs"
        accept=".json"
        title="A file saved here"
        onFile={(f) => picked.push(f)}
      />,
    );
    const button = screen.getByRole('button', { name: 'Load runs' });
    expect(button).toHaveAttribute('title', 'A file saved here');
    const input = screen.getByLabelText('Load runs', { selector: 'input' }) as HTMLInputElement;
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.json');
    expect(input.hidden).toBe(true);

    const opened = vi.spyOn(input, 'click');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledTimes(1);

    const file = new File(['{}'], 'runs.json', { type: 'application/json' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(picked).toEqual([file]);
    expect(input.value).toBe('');
  });

  it('names the picker apart from the button when asked, and can be disabled', () => {
    render(
      <LoadFileButton
        label="Import data"
        inputLabel="File to import"
        accept=".json"
        disabled
        onFile={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Import data' })).toBeDisabled();
    expect(screen.getByLabelText('File to import')).toHaveAttribute('type', 'file');
  });
});
