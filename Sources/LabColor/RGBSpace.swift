// The matrices are those of the CSS Color 4 sample code (csswg-drafts,
// css-color-4/conversions.js): exact rational fractions computed from each
// space's primaries and the four-figure chromaticity of its white, evaluated
// in Double (each fraction correctly rounded). ProPhoto RGB's cannot be
// written as fractions: they are color.js's and ColorAide's (and the sample
// code's before csswg-drafts issue 7675), computed from the ROMM RGB
// primaries to four figures and the D50 white. (The sample code now derives
// them from the six-figure primaries, which moves components by up to
// 6e-6; labcolor follows the two reference libraries it is tested against.)

/// An RGB color space: its primaries (as the matrix from linear light to CIE
/// XYZ and its inverse), its reference white and its transfer function.
///
/// Every RGB space labcolor knows is one case, and everything about a color
/// in it — conversion, gamut test, gamut mapping, CSS text — is written once
/// for all of them in terms of these three properties. The raw value is the
/// space's CSS name, as `color()` writes it:
///
///     RGBSpace(rawValue: "display-p3")  // .displayP3
///     RGBSpace.allCases.map(\.rawValue)
///     // ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"]
public enum RGBSpace: String, Sendable, Hashable, CaseIterable {
  /// sRGB (IEC 61966-2-1): the web's default space; D65.
  case srgb
  /// sRGB primaries without the transfer function (linear light); D65.
  case srgbLinear = "srgb-linear"
  /// Display P3: the DCI-P3 primaries with the sRGB transfer function and
  /// D65, the gamut of most phones and laptops since about 2016.
  case displayP3 = "display-p3"
  /// Adobe RGB (1998), `a98-rgb` in CSS; D65.
  case a98RGB = "a98-rgb"
  /// ProPhoto RGB (ROMM RGB); the only one relative to D50.
  case prophotoRGB = "prophoto-rgb"
  /// ITU-R BT.2020 (ultra-high-definition television); D65.
  case rec2020

  /// The white the space's linear values are relative to: D50 for ProPhoto
  /// RGB, D65 for every other space.
  @inlinable
  @inline(__always)
  public var white: WhitePoint {
    self == .prophotoRGB ? .d50 : .d65
  }

  /// How the space encodes linear light in its components.
  @inlinable
  @inline(__always)
  public var transferFunction: TransferFunction {
    switch self {
    case .srgb, .displayP3: return .srgb
    case .srgbLinear: return .linear
    case .a98RGB: return .a98RGB
    case .prophotoRGB: return .prophotoRGB
    case .rec2020: return .rec2020
    }
  }

  /// The matrix from linear-light components to XYZ relative to `white`.
  @inlinable
  @inline(__always)
  package var toXYZ: ColorMatrix {
    switch self {
    case .srgb, .srgbLinear:
      return ColorMatrix(
        (506_752.0 / 1_228_815.0, 87_881.0 / 245_763.0, 12_673.0 / 70_218.0),
        (87_098.0 / 409_605.0, 175_762.0 / 245_763.0, 12_673.0 / 175_545.0),
        (7_918.0 / 409_605.0, 87_881.0 / 737_289.0, 1_001_167.0 / 1_053_270.0))
    case .displayP3:
      return ColorMatrix(
        (608_311.0 / 1_250_200.0, 189_793.0 / 714_400.0, 198_249.0 / 1_000_160.0),
        (35_783.0 / 156_275.0, 247_089.0 / 357_200.0, 198_249.0 / 2_500_400.0),
        (0, 32_229.0 / 714_400.0, 5_220_557.0 / 5_000_800.0))
    case .a98RGB:
      return ColorMatrix(
        (573_536.0 / 994_567.0, 263_643.0 / 1_420_810.0, 187_206.0 / 994_567.0),
        (591_459.0 / 1_989_134.0, 6_239_551.0 / 9_945_670.0, 374_412.0 / 4_972_835.0),
        (53_769.0 / 1_989_134.0, 351_524.0 / 4_972_835.0, 4_929_758.0 / 4_972_835.0))
    case .prophotoRGB:
      return ColorMatrix(
        (0.797_760_489_672_302_7, 0.135_185_837_175_740_31, 0.031_349_349_581_524_8),
        (0.288_071_128_229_293_4, 0.711_843_217_810_101_4, 0.000_085_653_960_605_259_02),
        (0, 0, 0.825_104_602_510_460_1))
    case .rec2020:
      return ColorMatrix(
        (63_426_534.0 / 99_577_255.0, 20_160_776.0 / 139_408_157.0, 47_086_771.0 / 278_816_314.0),
        (26_158_966.0 / 99_577_255.0, 472_592_308.0 / 697_040_785.0, 8_267_143.0 / 139_408_157.0),
        (0, 19_567_812.0 / 697_040_785.0, 295_819_943.0 / 278_816_314.0))
    }
  }

  /// The matrix from XYZ relative to `white` to linear-light components.
  @inlinable
  @inline(__always)
  package var fromXYZ: ColorMatrix {
    switch self {
    case .srgb, .srgbLinear:
      return ColorMatrix(
        (12_831.0 / 3_959.0, -329.0 / 214.0, -1_974.0 / 3_959.0),
        (-851_781.0 / 878_810.0, 1_648_619.0 / 878_810.0, 36_519.0 / 878_810.0),
        (705.0 / 12_673.0, -2_585.0 / 12_673.0, 705.0 / 667.0))
    case .displayP3:
      return ColorMatrix(
        (446_124.0 / 178_915.0, -333_277.0 / 357_830.0, -72_051.0 / 178_915.0),
        (-14_852.0 / 17_905.0, 63_121.0 / 35_810.0, 423.0 / 17_905.0),
        (11_844.0 / 330_415.0, -50_337.0 / 660_830.0, 316_169.0 / 330_415.0))
    case .a98RGB:
      return ColorMatrix(
        (1_829_569.0 / 896_150.0, -506_331.0 / 896_150.0, -308_931.0 / 896_150.0),
        (-851_781.0 / 878_810.0, 1_648_619.0 / 878_810.0, 36_519.0 / 878_810.0),
        (16_779.0 / 1_248_040.0, -147_721.0 / 1_248_040.0, 1_266_979.0 / 1_248_040.0))
    case .prophotoRGB:
      return ColorMatrix(
        (1.345_798_973_102_828_1, -0.255_580_100_079_975_34, -0.051_106_285_067_534_01),
        (-0.544_622_493_902_834_7, 1.508_232_741_313_278_1, 0.020_536_032_391_479_73),
        (0, 0, 1.211_967_545_638_945_4))
    case .rec2020:
      return ColorMatrix(
        (30_757_411.0 / 17_917_100.0, -6_372_589.0 / 17_917_100.0, -4_539_589.0 / 17_917_100.0),
        (-19_765_991.0 / 29_648_200.0, 47_925_759.0 / 29_648_200.0, 467_509.0 / 29_648_200.0),
        (792_561.0 / 44_930_125.0, -1_921_689.0 / 44_930_125.0, 42_328_811.0 / 44_930_125.0))
    }
  }
}
