"use client";

import { Component, type ReactNode } from "react";

/**
 * Its children render on the server only for what they throw there (such as `notFound()`,
 * which sets the answer's status); thrown again in the browser, it is caught here and renders
 * nothing, so the page the server rendered beside it stays as it is.
 */
export class StatusOnlyBoundary extends Component<{ children: ReactNode }, { caught: boolean }> {
  override state = { caught: false };

  static getDerivedStateFromError() {
    return { caught: true };
  }

  override render() {
    return this.state.caught ? null : this.props.children;
  }
}
