/// Who observes an object, and how — for debugging (Cocoa's
/// `observationInfo`).
///
///     print(color.observationInfo)
///     // LabColor 0x00005581f1c0a2e0: 2 observations
///     //   lComponent: target/action, target: SwatchView, options [initial]
///     //   hex: block, options [new]
public struct ObservationInfo: Sendable, Hashable, CustomDebugStringConvertible,
  CustomStringConvertible
{
  /// One registered observation.
  public struct Entry: Sendable, Hashable {
    /// The observed key: its declared name, or its key path.
    public var key: String
    /// What the observation asked for.
    public var options: ObservationOptions
    /// What is notified: `block`, `target/action, target: …`, …
    public var kind: String
    /// The owner's type, for owner-bound observations.
    public var owner: String?

    /// Creates an entry.
    public init(key: String, options: ObservationOptions, kind: String, owner: String?) {
      self.key = key
      self.options = options
      self.kind = kind
      self.owner = owner
    }
  }

  /// The observed object's type and address.
  public var object: String
  /// The live observations, by key, then in registration order.
  public var entries: [Entry]

  /// The info as text: a header line, then one line per observation.
  public var debugDescription: String {
    var lines = ["\(object): \(entries.count) observation\(entries.count == 1 ? "" : "s")"]
    for entry in entries {
      var line = "  \(entry.key): \(entry.kind), options \(entry.options)"
      if let owner = entry.owner { line += ", owner: \(owner)" }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// The same as ``debugDescription``.
  public var description: String { debugDescription }
}

extension KeyValueObject {
  /// The observations registered on this object, described.
  public var observationInfo: ObservationInfo {
    let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
    let hex = String(address, radix: 16)
    let object =
      "\(type(of: self)) 0x" + String(repeating: "0", count: max(0, 16 - hex.count)) + hex
    guard let registry = _existingRegistry else {
      return ObservationInfo(object: object, entries: [])
    }
    let entries = registry.observations { _ in true }.map { observation in
      ObservationInfo.Entry(
        key: registry.schema.describe(observation.key), options: observation.options,
        kind: observation.kindDescription,
        owner: observation.binding.map { binding in
          binding.owner.map { String(describing: type(of: $0)) } ?? "released"
        })
    }
    return ObservationInfo(object: object, entries: entries)
  }
}
