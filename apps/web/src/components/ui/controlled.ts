/** The props of a controlled input: the value it shows and the change it asks its owner for. */
export interface Controlled<T> {
  value: T;
  onChange: (value: T) => void;
}

/** The props of a list shown by state in tabs: the state chosen, and the change its page keeps. */
export interface StateTabs<T> {
  state: T;
  onState: (state: T) => void;
}
