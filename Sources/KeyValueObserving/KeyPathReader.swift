/// How an observation reads the value its key path names: through the direct getter its key's
/// declaration gives (`Key(_:_:dependsOn:aliases:read:)`), or else by applying the key path.
///
/// Applying a key path value costs the run time's key-path projection on every read (several
/// hundred instructions for a computed property, more than many getters themselves); a
/// declared getter is one call. The getter is used only for the key path it was declared
/// with, and only when its type is the observation's, so an observation never reads a value
/// other than the one its key path names.
///
/// One word, like the key path it replaces: the getter lives in a ``_DirectReader`` made once
/// per declaration and shared by every observation of the key.
enum _KeyPathReader<Root: KeyValueObject, Value> {
  /// Apply the key path.
  case keyPath(KeyPath<Root, Value>)
  /// Call the declared getter.
  case direct(_DirectReader<Root, Value>)

  /// The reader of `keyPath`, using the getter `schema`'s declaration of it gives.
  init(_ keyPath: KeyPath<Root, Value>, schema: _KeySchema) {
    if let direct = schema.reader(for: keyPath) as? _DirectReader<Root, Value> {
      self = .direct(direct)
    } else {
      self = .keyPath(keyPath)
    }
  }

  /// The observed key path.
  var keyPath: KeyPath<Root, Value> {
    switch self {
    case .keyPath(let keyPath): return keyPath
    case .direct(let direct): return direct.keyPath
    }
  }

  /// The value of `root` the key path names.
  @inline(__always)
  func read(_ root: Root) -> Value {
    switch self {
    case .keyPath(let keyPath): return root[keyPath: keyPath]
    case .direct(let direct): return direct.read(root)
    }
  }

  /// Stores the value the key path names in `object` (a `Root`) into `box` (a box of
  /// `Value`s), as its old or its new value.
  @inline(__always)
  func capture(_ object: KeyValueObject, into box: _ValueBoxBase, old: Bool) {
    switch self {
    case .keyPath(let keyPath):
      let root = unsafeDowncast(object, to: Root.self)
      _ValueBox<Value>.withTyped(box) { box in
        box.store(old: old) { Self.apply(keyPath, root, into: $0) }
      }
    case .direct(let direct): direct.capture.call(object, box, old)
    }
  }

  /// Initializes `slot` to the value `keyPath` names in `root`. Out of line: the value goes
  /// through room on the stack, of a size known only at run time, which a read through the
  /// declared getter would otherwise make too.
  @inline(never)
  private static func apply(
    _ keyPath: KeyPath<Root, Value>, _ root: Root, into slot: UnsafeMutablePointer<Value>
  ) {
    slot.initialize(to: root[keyPath: keyPath])
  }
}

/// A declared key's getter, with the key path it reads: made once by the declaration
/// (`Key(_:_:dependsOn:aliases:read:)`), shared by every observation of that key path.
///
/// Made where the key is declared, for its value type: ``capture`` stores what the getter
/// returns straight into a value box, as that type, in one call compiled for that type, the
/// getter inlined. The library's own code, compiled for any type, took two calls more (the
/// box's store, then the getter's), found the value's place in the box through its type's
/// metadata, and would return the value into a temporary and move it with the type's value
/// witness, a 16-byte load of what the getter had just written as two 8-byte stores, which
/// the processor cannot forward and waits for.
@usableFromInline
final class _DirectReader<Root: KeyValueObject, Value>: Sendable {
  /// The key path the getter stands for.
  @usableFromInline nonisolated(unsafe) let keyPath: KeyPath<Root, Value>
  /// The getter.
  @usableFromInline let read: @Sendable (Root) -> Value
  /// The getter, storing its value into a box: see ``_DirectCapture``.
  @usableFromInline let capture: _DirectCapture

  @inlinable
  init(keyPath: KeyPath<Root, Value>, read: @escaping @Sendable (Root) -> Value) {
    self.keyPath = keyPath
    self.read = read
    capture = _DirectCapture { object, box, old in
      // No closure within: the compiler specializes this one for the getter it captures,
      // the getter inlined, but not a closure inside it.
      let box = unsafeDowncast(box, to: _ValueBox<Value>.self)
      box.prepare(old: old)
      (box.storage + (old ? 0 : 1)).initialize(to: read(unsafeDowncast(object, to: Root.self)))
      box.didStore(old: old)
    }
  }
}

/// The capture of a ``_DirectReader``, whatever its types: a plan of one entry keeps it
/// (``_DeliveryPlan/soleCapture``) to call it itself. An object, so that the plan calls the
/// closure as the object holds it, borrowed: a closure of the plan's own would be copied
/// for each call, its context retained and released. Held by the reader rather than its
/// superclass: a generic class with a superclass has the run time look the superclass up
/// by its mangled name when it first makes the class's metadata for a new pair of types,
/// which `labcolor set` did at start-up for each value type of LabColor's keys.
@usableFromInline
final class _DirectCapture: @unchecked Sendable {
  /// The getter, storing its value of the object (a `Root`) into a box of `Value`s (a
  /// `_ValueBox<Value>`) as its old value (`true`) or its new one. Of types that need no
  /// abstraction, so that the delivery calls it with no thunk between.
  @usableFromInline let call: @Sendable (KeyValueObject, _ValueBoxBase, Bool) -> Void

  @inlinable
  init(_ call: @escaping @Sendable (KeyValueObject, _ValueBoxBase, Bool) -> Void) {
    self.call = call
  }
}
