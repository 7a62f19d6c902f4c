import LabColor

/// `--hue shorter|longer|increasing|decreasing`.
extension HueInterpolation: ExpressibleByArgumentChoice {
  /// The CSS keyword.
  var argumentName: String { rawValue }

  /// The `--hue` option, declared once for `mix` and `gradient`.
  static let option = Option(
    "hue", valueName: "method", default: HueInterpolation.shorter,
    help: "Which way round the hue circle to go in lch, oklch, hsl and hwb, as CSS's hue "
      + "interpolation methods; the other spaces have no hue, and refuse it.")

  /// The `--hue` given, for mixing in `space`.
  ///
  /// - Throws: a usage error when `--hue` is given for a space without a hue, as CSS refuses
  ///   `color-mix(in srgb longer hue, …)`: the option would do nothing.
  static func chosen(for space: InterpolationSpace, in arguments: ParsedArguments)
    throws(CommandError) -> HueInterpolation
  {
    let given = arguments.values(of: option)
    if let method = given.last, space.hueIndex == nil {
      throw .usage(
        "--hue \(method.rawValue) needs a space with a hue (lch, oklch, hsl or hwb); "
          + "--in \(space.rawValue) has none.")
    }
    return given.last ?? option.defaultValue
  }
}
