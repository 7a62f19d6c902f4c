import KeyValueObserving
import LabColor

/// The values of a `LabColor` as its observers received them, typed: what `labcolor set`
/// prints.
///
/// Each key observed is observed through its typed key path with `.initial`, so its field
/// starts with the key's value at registration and follows each notification; the result
/// is never recomputed from the color afterwards. Only the keys asked for are observed:
/// `set --format hex` needs the hex alone, and each observation costs the run time work
/// the first time a program makes one (a key path object, the observation's classes).
///
///     let delivered = DeliveredColor(observing: color)
///     color.aComponent = 20
///     delivered.values.hex  // "#986b78", as delivered
final class DeliveredColor {
  /// The last value each key observed delivered; the 8-bit `rgb` is that of the delivered
  /// sRGB, clipped, as the delivered `hex` is, and the notations the model has no key for
  /// (Oklab, OkLCh, HSL, the gamuts) are derived from the delivered L\*a\*b\*. A field of a
  /// key not observed keeps its value in `ColorValues(white:)`, and what is derived from
  /// it is derived from that: observe every key for values that are all the color's.
  var values: ColorValues {
    var values = delivered
    values.rgb = RGB8(values.srgb)
    values.deriveNotations()
    return values
  }

  private var delivered: ColorValues

  private var tokens: [ObservationToken] = []

  /// Observes `keys` of `color` (all of them by default) until the instance goes.
  init(observing color: LabColor, keys: [ColorKey] = ColorKey.allCases) {
    delivered = ColorValues(white: color.white)
    let options: ObservationOptions = [.initial, .new]
    // Each field is stored through a closure, not a key path into `ColorValues`: a key path
    // is an object the run time builds on its first use, from its mangled type names, and
    // `set` would build eleven of them to start.
    func follow<Value>(
      _ keyPath: KeyPath<LabColor, Value>, into store: @escaping (inout ColorValues, Value) -> Void
    ) {
      tokens.append(
        color.observe(keyPath, options: options) { [unowned self] _, change in
          if let value = change.newValue { store(&delivered, value) }
        })
    }
    for key in keys {
      switch key {
      case .lComponent: follow(\.lComponent) { $0.lab.l = $1 }
      case .aComponent: follow(\.aComponent) { $0.lab.a = $1 }
      case .bComponent: follow(\.bComponent) { $0.lab.b = $1 }
      case .x: follow(\.x) { $0.xyz.x = $1 }
      case .y: follow(\.y) { $0.xyz.y = $1 }
      case .z: follow(\.z) { $0.xyz.z = $1 }
      case .red: follow(\.red) { $0.srgb.red = $1 }
      case .green: follow(\.green) { $0.srgb.green = $1 }
      case .blue: follow(\.blue) { $0.srgb.blue = $1 }
      case .hex: follow(\.hex) { $0.hex = $1 }
      case .inGamut: follow(\.inGamut) { $0.inGamut = $1 }
      }
    }
  }
}
