/** The props of a controlled input: the value it shows and the change it asks its owner for. */
export interface Controlled<T> {
  value: T;
  onChange: (value: T) => void;
}
