import { Component, type ReactNode } from 'react';

/**
 * Catches a Monaco chunk that fails to load or render, and shows `fallback` (the plain editor) in its place;
 * `onError` lets the exercises' editor say so and drop its handle.
 */
export class EditorBoundary extends Component<
  { fallback: ReactNode; onError?: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError?.();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
