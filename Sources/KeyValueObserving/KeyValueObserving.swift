// KeyValueObserving: key-value observing and key-value coding in pure Swift.
