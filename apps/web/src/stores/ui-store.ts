import { create } from 'zustand';

interface UiState {
  loadingVisible: boolean;
  /** The start-up token check has answered (or failed); member calls wait for it. */
  sessionChecked: boolean;
  /** Shows or hides the global loading indicator (driven by the request layer's 500 ms minimum). */
  setLoadingVisible: (visible: boolean) => void;
  /** Marks the start-up token check as done, whatever its answer. */
  markSessionChecked: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  loadingVisible: false,
  sessionChecked: false,
  setLoadingVisible: (loadingVisible) => set({ loadingVisible }),
  markSessionChecked: () => set({ sessionChecked: true }),
}));
