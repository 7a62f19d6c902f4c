extension RGB8 {
  /// The color in CSS Color 4 space-separated syntax with 0–255 integers:
  /// `rgb(r g b)` (`ColorFormatter`'s `.rgb` notation).
  ///
  ///     RGB8(red: 102, green: 51, blue: 153).cssString  // "rgb(102 51 153)"
  public var cssString: String {
    // An 8-bit color is finite and in gamut: the formatter cannot refuse it.
    (try? ColorFormatter.string(.rgb(RGBColor(SRGB(self))), as: .rgb, gamutMapping: .clip))
      ?? ""
  }
}
