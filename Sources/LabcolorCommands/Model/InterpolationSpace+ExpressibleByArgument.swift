import LabColor

/// `--in oklab|oklch|lab|lch|srgb|srgb-linear|xyz|xyz-d50|xyz-d65`: CSS's names.
extension InterpolationSpace: ExpressibleByArgumentChoice {
  /// The CSS name.
  var argumentName: String { rawValue }

  /// The `--in` option, declared once for `mix` and `gradient`.
  static let option = Option(
    "in", valueName: "space", default: InterpolationSpace.oklab,
    help: "The color space to mix in, as CSS color-mix() names it; lab and lch are CSS's, "
      + "relative to D50.")
}
