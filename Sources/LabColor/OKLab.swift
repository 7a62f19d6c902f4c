// The matrices are the 64-bit ones of the CSS Color 4 sample code
// (csswg-drafts, css-color-4/conversions.js, `XYZ_to_OKLab` and
// `OKLab_to_XYZ`: Björn Ottosson's Oklab with its XYZ ⇄ LMS matrices
// recomputed for the CSS D65 white, csswg-drafts issue 6642, color.js 357).

/// A color in Oklab (Björn Ottosson, 2020), the perceptual space CSS Color 4
/// uses for gamut mapping and ΔEOK.
///
/// - `l`: perceived lightness, 0 (black) … 1 (D65 white); not 0…100.
/// - `a`: green (−) to red (+), in practice within ±0.4.
/// - `b`: blue (−) to yellow (+), in practice within ±0.4.
///
/// Oklab is defined on D65 XYZ; the conversions take the white of the XYZ
/// they are given and adapt it (Bradford) when it is D50.
public struct OKLab: Sendable, Hashable {
  /// Perceived lightness: 0 is black, 1 is the D65 white.
  public var l: Double
  /// The green (−) to red (+) axis.
  public var a: Double
  /// The blue (−) to yellow (+) axis.
  public var b: Double

  /// The color with lightness `l` (0…1) and opponent coordinates `a`, `b`.
  @inlinable
  public init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// The Oklab coordinates of tristimulus values `xyz` relative to `white`.
  ///
  /// XYZ(D65) → LMS (matrix M1) → sign-preserving cube root → Oklab (M2).
  /// The D65 white gives (1, 0, 0) to within 1e-15; black gives (0, 0, 0).
  @inlinable
  public init(_ xyz: XYZ, white: WhitePoint) {
    let d65 = xyz.adapted(from: white, to: .d65)
    let x = d65.x
    let y = d65.y
    let z = d65.z
    let long =
      0.819_022_437_996_703_0 * x + 0.361_906_260_052_890_4 * y
      - 0.128_873_781_520_987_9 * z
    let medium =
      0.032_983_653_932_388_5 * x + 0.929_286_861_586_343_4 * y
      + 0.036_144_666_350_642_4 * z
    let short =
      0.048_177_189_359_624_2 * x + 0.264_239_531_752_730_8 * y
      + 0.633_547_828_469_430_9 * z
    let l = ElementaryFunctions.cubeRoot(long)
    let m = ElementaryFunctions.cubeRoot(medium)
    let s = ElementaryFunctions.cubeRoot(short)
    self.init(
      l: 0.210_454_268_309_314_0 * l + 0.793_617_774_702_305_4 * m - 0.004_072_043_011_619_3 * s,
      a: 1.977_998_532_431_168_4 * l - 2.428_592_242_048_579_9 * m + 0.450_593_709_617_411_0 * s,
      b: 0.025_904_042_465_547_8 * l + 0.782_771_712_457_529_6 * m - 0.808_675_754_923_077_4 * s
    )
  }

  /// The tristimulus values of this color relative to `white`.
  ///
  /// Oklab → LMS′ (inverse of M2) → cube → XYZ(D65) (inverse of M1), then
  /// Bradford adaptation if `white` is not D65.
  @inlinable
  public func xyz(white: WhitePoint) -> XYZ {
    let lPrime = 1.0 * l + 0.396_337_777_376_174_9 * a + 0.215_803_757_309_913_6 * b
    let mPrime = 1.0 * l - 0.105_561_345_815_658_6 * a - 0.063_854_172_825_813_3 * b
    let sPrime = 1.0 * l - 0.089_484_177_529_811_9 * a - 1.291_485_548_019_409_2 * b
    let long = lPrime * lPrime * lPrime
    let medium = mPrime * mPrime * mPrime
    let short = sPrime * sPrime * sPrime
    let d65 = XYZ(
      x: 1.226_879_875_845_924_3 * long - 0.557_814_994_460_217_1 * medium
        + 0.281_391_045_665_964_7 * short,
      y: -0.040_575_745_214_800_8 * long + 1.112_286_803_280_317_0 * medium
        - 0.071_711_058_065_516_4 * short,
      z: -0.076_372_936_674_660_1 * long - 0.421_493_332_402_243_2 * medium
        + 1.586_924_019_836_781_6 * short
    )
    return d65.adapted(from: .d65, to: white)
  }
}
