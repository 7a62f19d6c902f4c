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
    func follow<Value>(
      _ keyPath: KeyPath<LabColor, Value>, into field: WritableKeyPath<ColorValues, Value>
    ) {
      tokens.append(
        color.observe(keyPath, options: options) { [unowned self] _, change in
          if let value = change.newValue { delivered[keyPath: field] = value }
        })
    }
    follow(\.lComponent, into: \.lab.l)
    follow(\.aComponent, into: \.lab.a)
    follow(\.bComponent, into: \.lab.b)
    follow(\.x, into: \.xyz.x)
    follow(\.y, into: \.xyz.y)
    follow(\.z, into: \.xyz.z)
    follow(\.red, into: \.srgb.red)
    follow(\.green, into: \.srgb.green)
    follow(\.blue, into: \.srgb.blue)
    follow(\.hex, into: \.hex)
    follow(\.inGamut, into: \.inGamut)
  }
}
