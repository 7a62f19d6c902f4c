import Synchronization

/// An object whose properties support key-value observing and key-value
/// coding — the role `NSObject` plays in Cocoa.
///
/// Subclass it, mark stored properties `@Observed`, and declare the keys
/// that need names, dependencies or validation in ``keyTable``:
///
///     final class Person: KeyValueObject {
///       @Observed var firstName = ""
///       @Observed var lastName = ""
///       var fullName: String { firstName + " " + lastName }
///
///       override class var keyTable: KeyTable {
///         KeyTable(Person.self) {
///           Key("firstName", \.firstName)
///           Key("lastName", \.lastName)
///           Key("fullName", \.fullName, dependsOn: \.firstName, \.lastName)
///         }
///       }
///     }
///
///     let person = Person()
///     let token = person.observe(\.fullName, options: [.new]) { _, change in
///       print(change.newValue ?? "")
///     }
///     person.firstName = "Ada"   // prints "Ada "
///
/// An object nobody observes carries one word of observation state (a
/// `nil` pointer); its `@Observed` properties are as fast to set as plain
/// stored properties. The registry is made the first time the object is
/// observed and lives as long as the object.
open class KeyValueObject {
  /// The object's registry, `nil` until first observed.
  @usableFromInline
  final let _registrySlot = Atomic<Unmanaged<_ObservationRegistry>?>(nil)

  /// Creates an object with no observers.
  public init() {}

  deinit {
    guard let unmanaged = _registrySlot.load(ordering: .acquiring) else { return }
    unmanaged.takeRetainedValue().objectDidDeinit(ObjectIdentifier(self))
  }

  /// The keys of this class, declared once for observation and key-value
  /// coding. The default declares none.
  ///
  /// Override it in the class body, and in a subclass extend the
  /// superclass's table with `KeyTable(Sub.self, inheriting: super.keyTable)`.
  /// It is read once per class, the first time an instance is observed or
  /// coded.
  open class var keyTable: KeyTable { .empty }

  /// The object's registry, made on first use.
  @usableFromInline
  final func _observationRegistry() -> _ObservationRegistry {
    if let existing = _registrySlot.load(ordering: .acquiring) {
      return existing.takeUnretainedValue()
    }
    let registry = _ObservationRegistry(schema: _KeySchema.schema(for: type(of: self)))
    let candidate = Unmanaged.passRetained(registry)
    let (exchanged, original) = _registrySlot.compareExchange(
      expected: nil, desired: candidate, successOrdering: .acquiringAndReleasing,
      failureOrdering: .acquiring)
    guard exchanged else {
      candidate.release()
      return original?.takeUnretainedValue() ?? registry
    }
    // Before any setter reports a storage offset, learn which declared keys
    // are stored where (once per class; this runs getters).
    registry.schema.learnStoredKeys(with: self)
    return registry
  }

  /// The registry if the object was ever observed.
  final var _existingRegistry: _ObservationRegistry? {
    _registrySlot.load(ordering: .acquiring)?.takeUnretainedValue()
  }

  // MARK: - Key-value coding hooks

  /// Called when key-value coding sets `nil` for a key whose value is not
  /// optional (Cocoa's `setNilValueForKey:`).
  ///
  /// The default throws ``KeyValueCodingError/nilValue(key:)``. Override it
  /// to store a default instead, for example `0` for a price.
  open func setNilValue(forKey key: String) throws(KeyValueCodingError) {
    throw .nilValue(key: key)
  }

  /// Called when key-value coding reads a key the class does not declare.
  ///
  /// The default throws ``KeyValueCodingError/undefinedKey(key:type:)``.
  open func value(forUndefinedKey key: String) throws(KeyValueCodingError) -> Any? {
    throw .undefinedKey(key: key, type: String(describing: type(of: self)))
  }

  /// Called when key-value coding sets a key the class does not declare.
  ///
  /// The default throws ``KeyValueCodingError/undefinedKey(key:type:)``.
  /// Override it to ignore keys of incoming data the class does not model.
  open func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
    throw .undefinedKey(key: key, type: String(describing: type(of: self)))
  }
}

extension KeyValueObject {
  /// The object's registry while something records the reads of its `@Observed` properties
  /// (a dependency audit, a key path taken apart); `nil` otherwise. The test each of their
  /// getters makes before it reads its storage.
  @inlinable @inline(__always)
  final var _recordingRegistry: Unmanaged<_ObservationRegistry>? {
    guard let registry = _registrySlot.load(ordering: .acquiring),
      registry._withUnsafeGuaranteedRef({ $0.recordingCount.load(ordering: .relaxed) != 0 })
    else { return nil }
    return registry
  }

  /// Whether something records the reads of this object's `@Observed` properties now
  /// (``_recordingRegistry``). For a getter of the package that reads several properties at
  /// once: it can make the test once, then read them as primitive values
  /// (`_property.primitiveValue`) when nothing records, as each getter would have.
  @inlinable
  package final var _readsAreRecorded: Bool { _recordingRegistry != nil }

  /// The bytes of observation state every object carries before it is
  /// first observed: one pointer-sized slot. For the benchmarks.
  package static var _unobservedStateSize: Int {
    MemoryLayout<Atomic<Unmanaged<_ObservationRegistry>?>>.size
  }
}
