// Every conversion out of `AnyColor`, one initializer per target type: the
// direct formula within a family, XYZ between families.

extension XYZ {
  /// The tristimulus values of `color` relative to `white`.
  @inlinable
  public init(_ color: AnyColor, white: WhitePoint) {
    switch color {
    case .rgb(let rgb): self.init(rgb, white: white)
    case .hsl(let hsl): self.init(SRGB(hsl), white: white)
    case .hwb(let hwb): self.init(SRGB(hwb), white: white)
    case .lab(let lab, let source): self = lab.xyz(white: source).adapted(from: source, to: white)
    case .lch(let lch, let source):
      self = Lab(lch).xyz(white: source).adapted(from: source, to: white)
    case .oklab(let oklab): self = oklab.xyz(white: white)
    case .oklch(let oklch): self = OKLab(oklch).xyz(white: white)
    case .xyz(let xyz, let source): self = xyz.adapted(from: source, to: white)
    }
  }
}

extension Lab {
  /// The Lab coordinates of `color` relative to `white`; the value itself
  /// when it is Lab relative to `white` already.
  @inlinable
  public init(_ color: AnyColor, white: WhitePoint) {
    switch color {
    case .lab(let lab, let source): self = lab.adapted(from: source, to: white)
    case .lch(let lch, let source): self = Lab(lch).adapted(from: source, to: white)
    default: self.init(XYZ(color, white: white), white: white)
    }
  }
}

extension LCh {
  /// The LCh coordinates of `color` relative to `white`; the value itself
  /// when it is LCh relative to `white` already.
  @inlinable
  public init(_ color: AnyColor, white: WhitePoint) {
    if case .lch(let lch, let source) = color, source == white {
      self = lch
    } else {
      self.init(Lab(color, white: white))
    }
  }
}

extension OKLab {
  /// The Oklab coordinates of `color`.
  @inlinable
  public init(_ color: AnyColor) {
    switch color {
    case .oklab(let oklab): self = oklab
    case .oklch(let oklch): self.init(oklch)
    default: self.init(XYZ(color, white: .d65), white: .d65)
    }
  }
}

extension OKLCh {
  /// The OkLCh coordinates of `color`; the value itself when it is OkLCh.
  @inlinable
  public init(_ color: AnyColor) {
    if case .oklch(let oklch) = color {
      self = oklch
    } else {
      self.init(OKLab(color))
    }
  }
}

extension RGBColor {
  /// The components of `color` in `space`, unclamped; the value itself when
  /// it is in `space` already.
  @inlinable
  public init(_ color: AnyColor, space: RGBSpace) {
    switch color {
    case .rgb(let rgb): self = rgb.converted(to: space)
    case .hsl, .hwb: self = RGBColor(SRGB(color)).converted(to: space)
    default: self.init(XYZ(color, white: space.white), white: space.white, space: space)
    }
  }
}

extension SRGB {
  /// The gamma-encoded sRGB components of `color`, unclamped.
  @inlinable
  public init(_ color: AnyColor) {
    switch color {
    case .rgb(let rgb): self.init(rgb)
    case .hsl(let hsl): self.init(hsl)
    case .hwb(let hwb): self.init(hwb)
    case .lab(let lab, let white): self.init(lab, white: white)
    default: self.init(XYZ(color, white: .d65), white: .d65)
    }
  }
}

extension HSL {
  /// The HSL coordinates of `color` (through sRGB); the value itself when
  /// it is HSL.
  @inlinable
  public init(_ color: AnyColor) {
    if case .hsl(let hsl) = color {
      self = hsl
    } else {
      self.init(SRGB(color))
    }
  }
}

extension HWB {
  /// The HWB coordinates of `color` (through sRGB); the value itself when
  /// it is HWB.
  @inlinable
  public init(_ color: AnyColor) {
    if case .hwb(let hwb) = color {
      self = hwb
    } else {
      self.init(SRGB(color))
    }
  }
}
