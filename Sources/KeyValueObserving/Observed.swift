import Synchronization

/// Makes a stored property of a ``KeyValueObject`` observable.
///
///     final class Account: KeyValueObject {
///       @Observed var balance = 0.0
///     }
///
/// Each assignment notifies the property's observers, and those of every
/// key that depends on it, with will/did-change pairs around the store
/// (see ``ObservationOptions``). Declare the key with
/// ``NotificationMode/manually`` in the class's ``KeyTable`` to notify only
/// through explicit `willChangeValue`/`didChangeValue` calls.
///
/// `_balance.primitiveValue` reads and writes the storage without any
/// notification (Core Data's primitive accessors), for a class that keeps
/// derived state by observing itself.
///
/// Setting a property of an object nobody observes costs one atomic load
/// more than a plain stored property; reading one costs one more load.
@propertyWrapper
public struct Observed<Value> {
  @usableFromInline
  var storage: Value

  /// Creates the property with its initial value.
  public init(wrappedValue: Value) {
    storage = wrappedValue
  }

  /// The value, read and written without notification. Inlinable, as the storage's own
  /// access: a getter of the object's class reads it as a field.
  public var primitiveValue: Value {
    @inlinable get { storage }
    @inlinable set { storage = newValue }
  }

  /// Unavailable: `@Observed` needs its enclosing ``KeyValueObject``.
  @available(*, unavailable, message: "@Observed is only available on KeyValueObject properties")
  public var wrappedValue: Value {
    get { preconditionFailure("@Observed is only available on KeyValueObject properties") }
    set { preconditionFailure("@Observed is only available on KeyValueObject properties") }
  }

  /// The property as its enclosing object sees it: reads are recorded when
  /// something records them, assignments notify observers.
  ///
  /// Only the storage key path is used, and only through projections the
  /// optimizer folds into field accesses, so no key-path object is made at
  /// run time. Observers identify the property by its storage's offset in
  /// the object, which is the same whatever class the key path is rooted at.
  @inlinable
  public static subscript<Object: KeyValueObject>(
    _enclosingInstance object: Object,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Observed<Value>>
  ) -> Value {
    @inline(__always) get {
      if let registry = object._recordingRegistry {
        return _recordedGet(object, registry, _storageOffset(object, storageKeyPath))
      }
      return object[keyPath: storageKeyPath].storage
    }
    @inline(__always) set {
      guard let registry = object._registrySlot.load(ordering: .acquiring) else {
        object[keyPath: storageKeyPath].storage = newValue
        return
      }
      _observedSet(object, registry, _storageOffset(object, storageKeyPath), newValue)
    }
  }

  /// The read of an object whose reads something records, out of line so that the common
  /// read stays two loads and two tests before the value's: small enough to be inlined into
  /// the getters that read it.
  ///
  /// `offset` is the address of this property's storage in `object`, as for
  /// ``_observedSet(_:_:_:_:)``; the value is read from there.
  @inlinable @inline(never)
  static func _recordedGet<Object: KeyValueObject>(
    _ object: Object, _ registry: Unmanaged<_ObservationRegistry>, _ offset: Int
  ) -> Value {
    let value = _property(of: object, at: offset).pointee.storage
    registry._withUnsafeGuaranteedRef { $0.noteAccess(object, offset: offset, value: value) }
    return value
  }

  /// The set of an observed object, out of line so that the unobserved path
  /// stays a load, a test and a store.
  ///
  /// `offset` is the address of this property's storage in `object`, as the
  /// compiler gave it to `_storageOffset`; the store goes there, between the
  /// will- and did-change phases of the notification.
  @inlinable @inline(never)
  static func _observedSet<Object: KeyValueObject>(
    _ object: Object, _ registry: Unmanaged<_ObservationRegistry>, _ offset: Int,
    _ newValue: Value
  ) {
    let frame = registry._withUnsafeGuaranteedRef { $0.willSet(object, offset: offset) }
    _property(of: object, at: offset).pointee.storage = newValue
    if let frame {
      registry._withUnsafeGuaranteedRef { $0.didSet(object, frame) }
    }
  }

  /// The property whose storage is `offset` bytes into `object` (``_storageOffset(_:_:)``),
  /// where ``_recordedGet(_:_:_:)`` reads and ``_observedSet(_:_:_:_:)`` writes.
  @inlinable @inline(__always)
  static func _property<Object: KeyValueObject>(of object: Object, at offset: Int)
    -> UnsafeMutablePointer<Observed<Value>>
  {
    UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque())
      .advanced(by: offset)
      .assumingMemoryBound(to: Observed<Value>.self)
  }

  /// The offset of a property's storage from the start of its object.
  @inlinable @inline(__always)
  static func _storageOffset<Object: KeyValueObject>(
    _ object: Object, _ storageKeyPath: ReferenceWritableKeyPath<Object, Observed<Value>>
  ) -> Int {
    let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    return withUnsafeMutablePointer(to: &object[keyPath: storageKeyPath]) {
      UnsafeRawPointer($0) - base
    }
  }
}

extension Observed: Sendable where Value: Sendable {}
