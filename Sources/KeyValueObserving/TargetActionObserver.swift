/// An observer object that calls a method of a target for each change of
/// one key of one object, for as long as the observer lives.
///
/// The pattern of Chris Eidhof's "Lightweight Key-Value Observing": keep the
/// observer in a property, and observation ends when its owner goes.
///
///     self.usernameObserver = TargetActionObserver(
///       object: user, keyPath: \.name, target: self, action: ProfileView.usernameChanged)
///
/// Both the target and the observed object are held weakly: if either goes
/// away, the observer stops calling, silently. It is the object form of the
/// target/action `observe(_:options:target:action:)` of
/// ``KeyValueObservable``, which returns a token instead.
public final class TargetActionObserver: Sendable {
  private let token: ObservationToken

  /// Observes `keyPath` of `object`, calling `action` on `target` with the
  /// object and the change.
  ///
  /// - Parameters:
  ///   - object: The object to observe, held weakly.
  ///   - keyPath: The property to observe.
  ///   - options: What to deliver.
  ///   - target: The object whose method is called, held weakly.
  ///   - action: The method, unapplied.
  public init<Object: KeyValueObject, Value, Target: AnyObject>(
    object: Object, keyPath: KeyPath<Object, Value>, options: ObservationOptions = [],
    target: Target, action: @escaping (Target) -> (Object, ObservedChange<Value>) -> Void
  ) {
    token = object.observe(keyPath, options: options, target: target, action: action)
  }

  /// Observes `keyPath` of `object`, calling a method of `target` that takes
  /// no arguments.
  ///
  /// - Parameters:
  ///   - object: The object to observe, held weakly.
  ///   - keyPath: The property to observe.
  ///   - options: What to deliver.
  ///   - target: The object whose method is called, held weakly.
  ///   - action: The method, unapplied.
  public init<Object: KeyValueObject, Value, Target: AnyObject>(
    object: Object, keyPath: KeyPath<Object, Value>, options: ObservationOptions = [],
    target: Target, action: @escaping (Target) -> () -> Void
  ) {
    token = object.observe(keyPath, options: options, target: target, action: action)
  }

  /// Whether the observer still calls its target.
  public var isObserving: Bool { token.isValid }

  /// Stops observing.
  public func invalidate() {
    token.invalidate()
  }
}
