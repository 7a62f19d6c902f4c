import KeyValueObserving
import LabColor

/// The values of a `LabColor` as its observers received them, typed: what `labcolor set`
/// prints.
///
/// Each key of the model is observed through its typed key path with `.initial`, so every
/// field starts with the key's value at registration and follows each notification; the
/// result is never recomputed from the color afterwards.
///
///     let delivered = DeliveredColor(observing: color)
///     color.aComponent = 20
///     delivered.values.hex  // "#986b78", as delivered
final class DeliveredColor {
  /// The last value each key delivered; the 8-bit `rgb` is that of the delivered sRGB,
  /// clipped, as the delivered `hex` is, and the notations the model has no key for (Oklab,
  /// OkLCh, HSL, the gamuts) are derived from the delivered L\*a\*b\*.
  var values: ColorValues {
    var values = delivered
    values.rgb = RGB8(values.srgb)
    values.deriveNotations()
    return values
  }

  private var delivered: ColorValues

  private var tokens: [ObservationToken] = []

  /// Observes every key of `color` until the instance goes.
  init(observing color: LabColor) {
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
    follow(\.lComponent) { $0.lab.l = $1 }
    follow(\.aComponent) { $0.lab.a = $1 }
    follow(\.bComponent) { $0.lab.b = $1 }
    follow(\.x) { $0.xyz.x = $1 }
    follow(\.y) { $0.xyz.y = $1 }
    follow(\.z) { $0.xyz.z = $1 }
    follow(\.red) { $0.srgb.red = $1 }
    follow(\.green) { $0.srgb.green = $1 }
    follow(\.blue) { $0.srgb.blue = $1 }
    follow(\.hex) { $0.hex = $1 }
    follow(\.inGamut) { $0.inGamut = $1 }
  }
}
