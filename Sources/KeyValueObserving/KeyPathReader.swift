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

  /// Initializes `slot` to the value of `root` the key path names.
  @inline(__always)
  func read(_ root: Root, into slot: UnsafeMutablePointer<Value>) {
    switch self {
    case .keyPath(let keyPath): Self.apply(keyPath, root, into: slot)
    case .direct(let direct): direct.readInto(root, slot)
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
/// Made where the key is declared, for its value type: ``readInto`` stores what the getter
/// returns straight into a value box, as that type. The library's own code, compiled for any
/// type, would return the value into a temporary and move it with the type's value witness,
/// a 16-byte load of what the getter had just written as two 8-byte stores, which the
/// processor cannot forward and waits for.
@usableFromInline
final class _DirectReader<Root, Value>: Sendable {
  /// The key path the getter stands for.
  @usableFromInline nonisolated(unsafe) let keyPath: KeyPath<Root, Value>
  /// The getter.
  @usableFromInline let read: @Sendable (Root) -> Value
  /// The getter, initializing the memory it is given to its value.
  @usableFromInline let readInto: @Sendable (Root, UnsafeMutablePointer<Value>) -> Void

  @inlinable
  init(keyPath: KeyPath<Root, Value>, read: @escaping @Sendable (Root) -> Value) {
    self.keyPath = keyPath
    self.read = read
    readInto = { root, slot in slot.initialize(to: read(root)) }
  }
}
