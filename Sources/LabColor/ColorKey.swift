/// A key of the ``LabColor`` model, with its typed key path: the eleven keys of the model,
/// stored components first, in dependency order.
///
/// The key table (`LabColor+Keys.swift`) declares the same keys for observation and
/// key-value coding; this enumeration lets code that handles every key — printing each
/// notification, say — observe them through their typed key paths, with no string lookup
/// and no `Any`:
///
///     for key in ColorKey.allCases {
///       switch key.path {
///       case .number(let path): tokens.append(color.observe(path) { … })
///       case .text(let path): …
///       case .flag(let path): …
///       }
///     }
public enum ColorKey: String, CaseIterable, Sendable {
  /// L\*, stored.
  case lComponent
  /// a\*, stored.
  case aComponent
  /// b\*, stored.
  case bComponent
  /// CIE X, from L\* and a\*.
  case x
  /// CIE Y, from L\*.
  case y
  /// CIE Z, from L\* and b\*.
  case z
  /// sRGB red, from X, Y and Z.
  case red
  /// sRGB green, from X, Y and Z.
  case green
  /// sRGB blue, from X, Y and Z.
  case blue
  /// `#rrggbb`, from red, green and blue.
  case hex
  /// Whether the color is in the sRGB gamut, from red, green and blue.
  case inGamut

  /// The key's name in the key table: `lComponent`.
  public var name: String { rawValue }

  /// The stored component the key is, if it is one.
  public var component: LabColor.Component? { LabColor.Component(rawValue: rawValue) }

  /// The typed key path of a key, by the type of its value.
  public enum Path: Hashable {
    /// A number: the components, XYZ and sRGB.
    case number(KeyPath<LabColor, Double>)
    /// Text: `hex`.
    case text(KeyPath<LabColor, String>)
    /// A Boolean: `inGamut`.
    case flag(KeyPath<LabColor, Bool>)
  }

  /// The key's typed key path.
  public var path: Path {
    switch self {
    case .lComponent: return .number(\.lComponent)
    case .aComponent: return .number(\.aComponent)
    case .bComponent: return .number(\.bComponent)
    case .x: return .number(\.x)
    case .y: return .number(\.y)
    case .z: return .number(\.z)
    case .red: return .number(\.red)
    case .green: return .number(\.green)
    case .blue: return .number(\.blue)
    case .hex: return .text(\.hex)
    case .inGamut: return .flag(\.inGamut)
    }
  }
}
