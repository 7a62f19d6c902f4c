import LabColor

/// `--hue shorter|longer|increasing|decreasing`.
extension HueInterpolation: ExpressibleByArgumentChoice {
  /// The CSS keyword.
  var argumentName: String { rawValue }

  /// The `--hue` option, declared once for `mix` and `gradient`.
  static let option = Option(
    "hue", valueName: "method", default: HueInterpolation.shorter,
    help: "Which way round the hue circle to go in lch, oklch, hsl and hwb, as CSS's hue "
      + "interpolation methods; the other spaces have no hue.")
}
