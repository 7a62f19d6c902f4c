/// The declaration of one key of a ``KeyValueObject`` subclass: its name,
/// the typed key path it stands for, the keys its value depends on, and how
/// key-value coding reaches it.
///
/// Keys are declared once per class, in its ``KeyValueObject/keyTable``:
///
///     override class var keyTable: KeyTable {
///       KeyTable(Person.self) {
///         Key("firstName", \.firstName)
///         Key("lastName", \.lastName)
///         Key("fullName", \.fullName, dependsOn: \.firstName, \.lastName)
///       }
///     }
///
/// A key's **dependencies** are the keys whose changes change its value
/// (Cocoa's `keyPathsForValuesAffecting<Key>`): observers of `fullName` are
/// notified whenever `firstName` or `lastName` changes. Dependencies chain
/// transitively and may form diamonds; every affected key is notified once
/// per change. A dependency may go through relationships, to any depth:
///
///     Key("cityName", \.cityName, dependsOn: \.address?.city)
///     Key("total", \.total, dependsOnKeyPaths: "subtotal", "customer.discount")
///
/// Observers of `cityName` are then notified when the address's city
/// changes, when the address is replaced (and afterwards follow the new
/// one), and when it becomes `nil` or stops being `nil`. A stored
/// (`@Observed`) key may declare dependencies too: it is notified when it is
/// assigned and when they change. Dependencies that form a cycle are
/// tolerated, as in Cocoa (each affected key is notified once per change),
/// and reported by ``DependencyAudit`` and
/// ``KeyValueObject/dependencyCycles``. A dependency the library cannot
/// follow is left out, never silently: see
/// ``KeyValueObject/refusedDependencies``.
///
/// Observing does not require a declaration: an undeclared `@Observed`
/// property is observable by its key path, and an undeclared computed
/// property is observed through the `@Observed` properties its getter read
/// the first time it was observed on any instance of its class (so a getter
/// that reads different properties in different states needs its
/// dependencies declared). Declare a key to give it a name for key-value
/// coding, to state its dependencies exactly (and have them audited, see
/// ``DependencyAudit``), or to change how it notifies.
public struct Key<Root: KeyValueObject> {
  var declaration: _KeyDeclaration

  /// Declares a key: settable through key-value coding, with the default
  /// validator of its type, if the key path is writable; read-only
  /// otherwise.
  ///
  /// - Parameters:
  ///   - name: The key's name for key-value coding (`value(forKey:)`).
  ///   - keyPath: The property the key stands for.
  ///   - dependencies: The keys whose changes change this key's value.
  ///   - aliases: Other names key-value coding accepts for this key.
  ///   - read: The key's value read directly (`{ $0.fullName }`), for keys read
  ///     often: observations of `keyPath` then read values through it rather
  ///     than through the key path, which costs the run time's key-path
  ///     projection on every read. It must return what `keyPath` returns.
  @inlinable
  public init<Value>(
    _ name: String, _ keyPath: KeyPath<Root, Value>,
    dependsOn dependencies: PartialKeyPath<Root>...,
    aliases: [String] = [], read: (@Sendable (Root) -> Value)? = nil
  ) {
    // Inlinable so that the getter's reader is made for `Value` where the key is declared
    // (see `_DirectReader`).
    self.init(
      name, keyPath, dependencies: dependencies,
      reader: read.map { _DirectReader(keyPath: keyPath, read: $0) }, aliases: aliases)
  }

  /// ``init(_:_:dependsOn:aliases:read:)``, its getter's reader made by the caller.
  @usableFromInline
  init<Value>(
    _ name: String, _ keyPath: KeyPath<Root, Value>, dependencies: [PartialKeyPath<Root>],
    reader: _DirectReader<Root, Value>?, aliases: [String]
  ) {
    declaration = Self.declaration(
      name, keyPath, dependencies: Self.specs(dependencies), aliases: aliases,
      reader: reader)
  }

  /// Declares a key whose dependencies are given by name, as Cocoa's
  /// `keyPathsForValuesAffecting<Key>` returns them: dotted key paths of
  /// declared key names (`"customer.discount"`), each key looked up in the
  /// key table of the object it is reached on; `"items.@count"` depends on
  /// the collection `items`.
  ///
  /// - Parameters:
  ///   - name: The key's name for key-value coding (`value(forKey:)`).
  ///   - keyPath: The property the key stands for.
  ///   - dependency: A key path, by name, whose changes change this key's
  ///     value.
  ///   - moreDependencies: More of them.
  ///   - aliases: Other names key-value coding accepts for this key.
  ///   - read: The key's value read directly (`{ $0.fullName }`), for keys read
  ///     often: observations of `keyPath` then read values through it rather
  ///     than through the key path, which costs the run time's key-path
  ///     projection on every read. It must return what `keyPath` returns.
  @inlinable
  public init<Value>(
    _ name: String, _ keyPath: KeyPath<Root, Value>, dependsOnKeyPaths dependency: String,
    _ moreDependencies: String..., aliases: [String] = [],
    read: (@Sendable (Root) -> Value)? = nil
  ) {
    self.init(
      name, keyPath, dependencyNames: [dependency] + moreDependencies,
      reader: read.map { _DirectReader(keyPath: keyPath, read: $0) }, aliases: aliases)
  }

  /// ``init(_:_:dependsOnKeyPaths:_:aliases:read:)``, its getter's reader made by the caller.
  @usableFromInline
  init<Value>(
    _ name: String, _ keyPath: KeyPath<Root, Value>, dependencyNames: [String],
    reader: _DirectReader<Root, Value>?, aliases: [String]
  ) {
    declaration = Self.declaration(
      name, keyPath, dependencies: dependencyNames.map(_DependencySpec.names), aliases: aliases,
      reader: reader)
  }

  /// A named key, coded with the default validator of its type when its key
  /// path is writable and read-only otherwise.
  private static func declaration<Value>(
    _ name: String, _ keyPath: KeyPath<Root, Value>, dependencies: [_DependencySpec],
    aliases: [String], reader: _DirectReader<Root, Value>?
  ) -> _KeyDeclaration {
    let coding = isReadOnly(keyPath) ? _KeyCoding(readOnly: keyPath) : coding(of: keyPath)
    return _KeyDeclaration(
      name: name, keyPath: keyPath, dependencies: dependencies, aliases: aliases,
      notifiesAutomatically: true, coding: coding, reader: reader)
  }

  /// Declares a settable key with a validator or a notification mode.
  ///
  /// - Parameters:
  ///   - name: The key's name for key-value coding.
  ///   - keyPath: The property the key stands for.
  ///   - dependencies: The keys whose changes change this key's value.
  ///   - aliases: Other names key-value coding accepts for this key.
  ///   - notifies: Whether setting the property notifies observers by
  ///     itself (`.automatically`, the default) or only through explicit
  ///     `willChangeValue`/`didChangeValue` calls (`.manually`).
  ///   - validator: Checks, coerces or rejects values set through key-value
  ///     coding with validation; by default the one for `Value`'s type.
  ///   - read: The key's value read directly, as for
  ///     ``init(_:_:dependsOn:aliases:read:)``.
  @inlinable
  public init<Value>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>,
    dependsOn dependencies: PartialKeyPath<Root>..., aliases: [String] = [],
    notifies: NotificationMode = .automatically, validator: Validator<Value>? = nil,
    read: (@Sendable (Root) -> Value)? = nil
  ) {
    self.init(
      name, keyPath, dependencies: dependencies, aliases: aliases, notifies: notifies,
      validator: validator, reader: read.map { _DirectReader(keyPath: keyPath, read: $0) })
  }

  /// ``init(_:_:dependsOn:aliases:notifies:validator:read:)``, its getter's reader made by
  /// the caller.
  @usableFromInline
  init<Value>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>,
    dependencies: [PartialKeyPath<Root>], aliases: [String], notifies: NotificationMode,
    validator: Validator<Value>?, reader: _DirectReader<Root, Value>?
  ) {
    declaration = _KeyDeclaration(
      name: name, keyPath: keyPath, dependencies: Self.specs(dependencies),
      aliases: aliases, notifiesAutomatically: notifies == .automatically,
      coding: _KeyCoding(keyPath, validator: validator ?? Validator<Value>.default),
      reader: reader)
  }

  /// Declares an unnamed key: dependencies or notification mode only,
  /// unreachable through key-value coding.
  ///
  /// - Parameters:
  ///   - keyPath: The property the key stands for.
  ///   - dependencies: The keys whose changes change this key's value.
  ///   - notifies: Whether setting the property notifies by itself.
  public init<Value>(
    _ keyPath: KeyPath<Root, Value>, dependsOn dependencies: PartialKeyPath<Root>...,
    notifies: NotificationMode = .automatically
  ) {
    declaration = _KeyDeclaration(
      name: nil, keyPath: keyPath, dependencies: Self.specs(dependencies),
      aliases: [], notifiesAutomatically: notifies == .automatically, coding: nil)
    declaration.isWritable = !Self.isReadOnly(keyPath) && Self.isWritable(keyPath)
  }

  /// Whether `keyPath` is known to be read-only without a cast: a key path to a read-only
  /// property is of the class `KeyPath<Root, Value>` itself. Asking it whether it is a
  /// `ReferenceWritableKeyPath<Root, Value>` would have the run time build that class, and
  /// the three it inherits from, only to answer no: about 40,000 instructions for each value
  /// type, at the start of a process. The casts are made apart (``coding(of:)``,
  /// ``isWritable(_:)``), so that code handling a read-only key path never names the
  /// writable class.
  private static func isReadOnly<Value>(_ keyPath: KeyPath<Root, Value>) -> Bool {
    type(of: keyPath) == KeyPath<Root, Value>.self
  }

  /// How key-value coding reaches `keyPath`: with the default validator of its type when it
  /// is writable, read-only otherwise.
  @inline(never)
  private static func coding<Value>(of keyPath: KeyPath<Root, Value>) -> _KeyCoding {
    guard let writable = keyPath as? ReferenceWritableKeyPath<Root, Value> else {
      return _KeyCoding(readOnly: keyPath)
    }
    return _KeyCoding(writable, validator: Validator<Value>.default)
  }

  /// Whether `keyPath` is a writable key path, by a cast.
  @inline(never)
  private static func isWritable<Value>(_ keyPath: KeyPath<Root, Value>) -> Bool {
    keyPath is ReferenceWritableKeyPath<Root, Value>
  }

  /// The declared dependencies of `keyPaths`. A loop over indexes rather than `map`: this
  /// runs once per key as a class's table is built, at the start of a process, unspecialized,
  /// where `map` went through the array's conformance to `Collection` for each element.
  private static func specs(_ keyPaths: [PartialKeyPath<Root>]) -> [_DependencySpec] {
    var specs: [_DependencySpec] = []
    specs.reserveCapacity(keyPaths.count)
    for index in 0..<keyPaths.count { specs.append(.keyPath(keyPaths[index])) }
    return specs
  }
}

/// Whether assigning a property notifies its observers by itself.
///
/// `.manually` is Cocoa's `automaticallyNotifiesObserversForKey:` returning
/// `NO`: the class calls ``KeyValueObservable/willChangeValue(for:)`` and
/// ``KeyValueObservable/didChangeValue(for:)`` around the changes it wants
/// reported (for example to skip assignments of an equal value).
public enum NotificationMode: Sendable, Hashable {
  /// Every assignment notifies.
  case automatically
  /// Only explicit will/did-change calls notify.
  case manually
}

/// One declared dependency: a typed key path (possibly through
/// relationships, `\.address?.city`) or a dotted key path of names
/// (`"address.city"`).
enum _DependencySpec: Hashable {
  case keyPath(AnyKeyPath)
  case names(String)
}

/// A key declaration with its types erased, as the schema stores it.
///
/// A value, its fields kept in one object that copies share until one of them is changed: a
/// declaration is copied each time a key table is built and each time the schema reads a key's
/// record, at the start of a process, where copying and destroying its dozen fields (six of them
/// closures) one by one was a tenth of the instructions of a class's first observation.
struct _KeyDeclaration {
  private var storage: Storage

  /// The fields of a declaration.
  private final class Storage {
    var name: String?
    var keyPaths: [AnyKeyPath]
    var dependencies: [_DependencySpec]
    var aliases: [String]
    var notifiesAutomatically: Bool
    var coding: _KeyCoding?
    var isWritable: Bool
    var reader: (any AnyObject & Sendable)?

    init(
      name: String?, keyPaths: [AnyKeyPath], dependencies: [_DependencySpec], aliases: [String],
      notifiesAutomatically: Bool, coding: _KeyCoding?, isWritable: Bool,
      reader: (any AnyObject & Sendable)?
    ) {
      self.name = name
      self.keyPaths = keyPaths
      self.dependencies = dependencies
      self.aliases = aliases
      self.notifiesAutomatically = notifiesAutomatically
      self.coding = coding
      self.isWritable = isWritable
      self.reader = reader
    }

    /// A copy of the fields, for a declaration about to change them.
    func copy() -> Storage {
      Storage(
        name: name, keyPaths: keyPaths, dependencies: dependencies, aliases: aliases,
        notifiesAutomatically: notifiesAutomatically, coding: coding, isWritable: isWritable,
        reader: reader)
    }
  }

  /// The fields, this declaration's own: copied first if another declaration shares them.
  private var uniqueStorage: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
      return storage
    }
  }

  var name: String? {
    get { storage.name }
    set { uniqueStorage.name = newValue }
  }
  var keyPaths: [AnyKeyPath] {
    get { storage.keyPaths }
    set { uniqueStorage.keyPaths = newValue }
  }
  var dependencies: [_DependencySpec] {
    get { storage.dependencies }
    set { uniqueStorage.dependencies = newValue }
  }
  var aliases: [String] {
    get { storage.aliases }
    set { uniqueStorage.aliases = newValue }
  }
  var notifiesAutomatically: Bool {
    get { storage.notifiesAutomatically }
    set { uniqueStorage.notifiesAutomatically = newValue }
  }
  var coding: _KeyCoding? {
    get { storage.coding }
    set { uniqueStorage.coding = newValue }
  }

  /// Whether the key path can be assigned: a stored property (or one that
  /// forwards to one), as opposed to a computed value.
  var isWritable: Bool {
    get { storage.isWritable }
    set { uniqueStorage.isWritable = newValue }
  }

  /// A direct getter of the key's value (a `_DirectReader<Root, Value>`),
  /// when the declaration gives one: observations of the key's key path read through
  /// it instead of applying the key path, which costs the run time's
  /// key-path projection on every read. A reference rather than `(any Sendable)?`: the
  /// run time builds the metadata of an optional existential the first time a value is
  /// stored in one, and an optional reference needs none.
  var reader: (any AnyObject & Sendable)? {
    get { storage.reader }
    set { uniqueStorage.reader = newValue }
  }

  init(
    name: String?, keyPath: AnyKeyPath, dependencies: [_DependencySpec], aliases: [String],
    notifiesAutomatically: Bool, coding: _KeyCoding?, reader: (any AnyObject & Sendable)? = nil
  ) {
    self.init(
      name: name, keyPaths: [keyPath], dependencies: dependencies, aliases: aliases,
      notifiesAutomatically: notifiesAutomatically, coding: coding, reader: reader)
  }

  init(
    name: String?, keyPaths: [AnyKeyPath], dependencies: [_DependencySpec], aliases: [String],
    notifiesAutomatically: Bool, coding: _KeyCoding?, reader: (any AnyObject & Sendable)? = nil
  ) {
    storage = Storage(
      name: name, keyPaths: keyPaths, dependencies: dependencies, aliases: aliases,
      notifiesAutomatically: notifiesAutomatically, coding: coding,
      isWritable: coding?.store != nil, reader: reader)
  }

  /// Whether `other` declares the same key: the same name, or the same key
  /// path (one property is one key, whatever it is called).
  func declaresSameKey(as other: _KeyDeclaration) -> Bool {
    if let name, let otherName = other.name, name == otherName { return true }
    return keyPaths.contains { path in other.keyPaths.contains(path) }
  }

  /// Folds a later declaration of the same key (a subclass's, or another
  /// in the same table) into this one: key paths, dependencies and aliases
  /// add up, and another name for the same key path is one more alias; the
  /// later declaration decides how the key notifies and how it is coded.
  mutating func merge(_ override: _KeyDeclaration) {
    let storage = uniqueStorage
    let other = override.storage
    for path in other.keyPaths where !storage.keyPaths.contains(path) {
      storage.keyPaths.append(path)
    }
    for path in other.dependencies where !storage.dependencies.contains(path) {
      storage.dependencies.append(path)
    }
    for alias in other.aliases where !storage.aliases.contains(alias) {
      storage.aliases.append(alias)
    }
    storage.notifiesAutomatically = other.notifiesAutomatically
    storage.isWritable = storage.isWritable || other.isWritable
    if let coding = other.coding { storage.coding = coding }
    if storage.name == nil {
      storage.name = other.name
    } else if let name = other.name, name != storage.name, !storage.aliases.contains(name) {
      storage.aliases.append(name)
    }
  }
}
