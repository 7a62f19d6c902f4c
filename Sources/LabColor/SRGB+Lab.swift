extension SRGB {
  /// The sRGB components of tristimulus values `xyz` relative to `white`:
  /// adapt to D65 if needed, apply the CSS Color 4 XYZ → linear sRGB matrix,
  /// then the transfer function. Unclamped.
  @inlinable
  public init(_ xyz: XYZ, white: WhitePoint) {
    self.init(LinearSRGB(xyz, white: white))
  }

  /// The sRGB components of the Lab color `lab`, relative to `white`:
  /// Lab → XYZ(`white`) → XYZ(D65) → linear sRGB → sRGB. Unclamped.
  ///
  ///     SRGB(Lab(l: 100, a: 0, b: 0), white: .d50)  // ≈ (1, 1, 1)
  @inlinable
  public init(_ lab: Lab, white: WhitePoint) {
    self.init(lab.xyz(white: white), white: white)
  }
}

extension XYZ {
  /// The tristimulus values, relative to `white`, of the sRGB color `srgb`:
  /// decode the transfer function, apply the CSS Color 4 linear sRGB → XYZ
  /// matrix, then adapt from D65 if needed.
  @inlinable
  public init(_ srgb: SRGB, white: WhitePoint) {
    self.init(LinearSRGB(srgb), white: white)
  }
}

extension Lab {
  /// The Lab coordinates, relative to `white`, of the sRGB color `srgb`.
  ///
  ///     Lab(SRGB(red: 1, green: 1, blue: 1), white: .d65)  // ≈ (100, 0, 0)
  @inlinable
  public init(_ srgb: SRGB, white: WhitePoint) {
    self.init(XYZ(srgb, white: white), white: white)
  }
}
