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
/// per change. A cycle is a programming error, reported with the keys that
/// form it when the class's dependencies are first used.
///
/// Observing does not require a declaration: an undeclared `@Observed`
/// property is observable by its key path, and an undeclared computed
/// property is observed through the `@Observed` properties its getter read
/// when the observation began. Declare a key to give it a name for key-value
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
  public init<Value>(
    _ name: String, _ keyPath: KeyPath<Root, Value>,
    dependsOn dependencies: PartialKeyPath<Root>...,
    aliases: [String] = []
  ) {
    let coding =
      (keyPath as? ReferenceWritableKeyPath<Root, Value>).map {
        _KeyCoding($0, validator: Validator<Value>.default)
      } ?? _KeyCoding(readOnly: keyPath)
    declaration = _KeyDeclaration(
      name: name, keyPath: keyPath, dependencies: dependencies, aliases: aliases,
      notifiesAutomatically: true, coding: coding)
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
  public init<Value>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>,
    dependsOn dependencies: PartialKeyPath<Root>..., aliases: [String] = [],
    notifies: NotificationMode = .automatically, validator: Validator<Value>? = nil
  ) {
    declaration = _KeyDeclaration(
      name: name, keyPath: keyPath, dependencies: dependencies, aliases: aliases,
      notifiesAutomatically: notifies == .automatically,
      coding: _KeyCoding(keyPath, validator: validator ?? Validator<Value>.default))
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
      name: nil, keyPath: keyPath, dependencies: dependencies, aliases: [],
      notifiesAutomatically: notifies == .automatically, coding: nil)
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

/// A key declaration with its types erased, as the schema stores it.
struct _KeyDeclaration {
  var name: String?
  var keyPaths: [AnyKeyPath]
  var dependencies: [AnyKeyPath]
  var aliases: [String]
  var notifiesAutomatically: Bool
  var coding: _KeyCoding?

  init(
    name: String?, keyPath: AnyKeyPath, dependencies: [AnyKeyPath], aliases: [String],
    notifiesAutomatically: Bool, coding: _KeyCoding?
  ) {
    self.init(
      name: name, keyPaths: [keyPath], dependencies: dependencies, aliases: aliases,
      notifiesAutomatically: notifiesAutomatically, coding: coding)
  }

  init(
    name: String?, keyPaths: [AnyKeyPath], dependencies: [AnyKeyPath], aliases: [String],
    notifiesAutomatically: Bool, coding: _KeyCoding?
  ) {
    self.name = name
    self.keyPaths = keyPaths
    self.dependencies = dependencies
    self.aliases = aliases
    self.notifiesAutomatically = notifiesAutomatically
    self.coding = coding
  }

  /// Whether `other` declares the same key: the same name, or, unnamed, the
  /// same key path.
  func declaresSameKey(as other: _KeyDeclaration) -> Bool {
    if let name, let otherName = other.name { return name == otherName }
    return keyPaths.contains { path in other.keyPaths.contains(path) }
  }

  /// Folds a subclass's declaration of the same key into this one: key
  /// paths, dependencies and aliases add up; the subclass decides how the
  /// key notifies and how it is coded.
  mutating func merge(_ override: _KeyDeclaration) {
    for path in override.keyPaths where !keyPaths.contains(path) { keyPaths.append(path) }
    for path in override.dependencies where !dependencies.contains(path) {
      dependencies.append(path)
    }
    for alias in override.aliases where !aliases.contains(alias) { aliases.append(alias) }
    notifiesAutomatically = override.notifiesAutomatically
    if let coding = override.coding { self.coding = coding }
    if name == nil { name = override.name }
  }
}
