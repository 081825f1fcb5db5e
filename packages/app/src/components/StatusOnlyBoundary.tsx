"use client";

import { Component, type ReactNode } from "react";

/**
 * Its children render on the server only for what they throw there (such as `notFound()`,
 * which sets the answer's status); thrown again in the browser, it is caught here and renders
 * nothing, so the page the server rendered beside it stays as it is.
 */
export class StatusOnlyBoundary extends Component<{ children: ReactNode }, { caught: boolean }> {
  state = { caught: false };

  static getDerivedStateFromError() {
    return { caught: true };
  }

  render() {
    return this.state.caught ? null : this.props.children;
  }
}
