import { act, render, screen } from '@testing-library/react';
import { create } from 'zustand';
import { describe, expect, it } from 'vitest';
import { useFields } from '../../src/state/useFields';

interface Counters {
  shown: number;
  label: string;
  other: number;
}

describe('useFields', () => {
  it('gives the fields asked for, and re-renders when one of them changes, not when another field does', () => {
    const useCounters = create<Counters>(() => ({ shown: 1, label: 'a', other: 0 }));
    let renders = 0;
    function View() {
      const c = useFields(useCounters, ['shown', 'label']);
      renders += 1;
      return (
        <p>
          {c.label}:{c.shown}:{Object.keys(c).join(',')}
        </p>
      );
    }
    render(<View />);
    expect(screen.getByText('a:1:shown,label')).toBeTruthy();
    const first = renders;
    act(() => useCounters.setState({ other: 5 }));
    expect(renders).toBe(first);
    act(() => useCounters.setState({ shown: 2 }));
    expect(screen.getByText('a:2:shown,label')).toBeTruthy();
    expect(renders).toBe(first + 1);
  });
});
