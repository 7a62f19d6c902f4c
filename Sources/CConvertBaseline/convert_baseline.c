// A careful C implementation of `labcolor convert --to hex` for bare `L a b` lines relative
// to D65, as a baseline for the benchmark, written the way an expert would for one core in
// portable C:
//
// - numerals are read as an integer and one exact division by a power of ten (Clinger's
//   fast path), which is correctly rounded;
// - L*a*b* -> XYZ takes a cube, not a cube root; XYZ -> linear sRGB is the CSS Color 4
//   matrix;
// - the 8-bit value is found by comparing linear light with the 255 thresholds at which
//   round(clamp(encode(c)) * 255) steps (a half less 1e-9 of a step counting as the half, as
//   in labcolor), found once by bisection, through a table indexed by the top bits of the
//   double; no pow per line;
// - hex digits come from a table, output goes to one buffer.
//
// It is not part of labcolor: only the benchmark links it.

#include "convert_baseline.h"

#include <math.h>
#include <string.h>

static double thresholds[257];
static uint8_t bucket_values[13 * 128];
static const int first_bucket = 0x3F2 << 7;  // (2^-13).bits >> 45
static const double powers_of_ten[23] = {
    1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
static char hex_pairs[256][2];

static double encode(double c) {
  double m = fabs(c);
  if (m <= 0.0031308) return 12.92 * c;
  double e = 1.055 * pow(m, 1.0 / 2.4) - 0.055;
  return c < 0 ? -e : e;
}

static int quantize(double c) {
  double e = encode(c);
  if (!(e > 0)) e = 0;
  if (e > 1) e = 1;
  double scaled = e * 255;
  int whole = (int)scaled;
  // As labcolor's RGB8.quantize: a value less than 1e-9 of a step short of a half counts
  // as the half.
  return scaled - whole >= 0.5 - 1e-9 ? whole + 1 : whole;
}

static uint64_t bits_of(double x) {
  uint64_t bits;
  memcpy(&bits, &x, 8);
  return bits;
}

static double double_of(uint64_t bits) {
  double x;
  memcpy(&x, &bits, 8);
  return x;
}

void convert_baseline_prepare(void) {
  thresholds[0] = -INFINITY;
  for (int k = 1; k <= 255; k++) {
    uint64_t low = bits_of(0.0), high = bits_of(1.0);
    while (high - low > 1) {
      uint64_t middle = low + (high - low) / 2;
      if (quantize(double_of(middle)) >= k) high = middle; else low = middle;
    }
    thresholds[k] = double_of(high);
  }
  thresholds[256] = INFINITY;
  for (int b = 0; b < 13 * 128; b++) {
    bucket_values[b] = (uint8_t)quantize(double_of((uint64_t)(first_bucket + b) << 45));
  }
  static const char digits[] = "0123456789abcdef";
  for (int v = 0; v < 256; v++) {
    hex_pairs[v][0] = digits[v >> 4];
    hex_pairs[v][1] = digits[v & 15];
  }
}

static inline int value_of(double c) {
  if (!(c >= 0x1p-13)) return 0;
  if (c >= 1) return 255;
  int k = bucket_values[(int)(bits_of(c) >> 45) - first_bucket];
  while (c >= thresholds[k + 1]) k++;
  return k;
}

static inline int is_blank(uint8_t c) { return c == ' ' || c == '\t'; }

// Reads [+-]digits[.digits]; returns 0 on anything else.
static inline int numeral(const uint8_t **p, const uint8_t *end, double *out) {
  const uint8_t *s = *p;
  int negative = 0;
  if (s < end && (*s == '-' || *s == '+')) negative = *s++ == '-';
  uint64_t mantissa = 0;
  int digits = 0, fraction = 0, point = 0;
  for (; s < end; s++) {
    unsigned d = (unsigned)(*s - '0');
    if (d < 10) {
      mantissa = mantissa * 10 + d;
      digits++;
      fraction += point;
    } else if (*s == '.' && !point) {
      point = 1;
    } else {
      break;
    }
  }
  if (digits == 0 || digits > 19 || mantissa > (1ull << 53) || fraction > 22) return 0;
  double value = (double)mantissa / powers_of_ten[fraction];
  *out = negative ? -value : value;
  *p = s;
  return 1;
}

size_t convert_baseline_lab_to_hex(const uint8_t *input, size_t count, uint8_t *output) {
  // D65 from (0.3127, 0.3290); the CSS Color 4 XYZ -> linear sRGB matrix.
  const double wx = 0.3127 / 0.3290, wz = (1 - 0.3127 - 0.3290) / 0.3290;
  const double m00 = 12831.0 / 3959, m01 = -329.0 / 214, m02 = -1974.0 / 3959;
  const double m10 = -851781.0 / 878810, m11 = 1648619.0 / 878810, m12 = 36519.0 / 878810;
  const double m20 = 705.0 / 12673, m21 = -2585.0 / 12673, m22 = 705.0 / 667;
  const double epsilon = 216.0 / 24389, kappa = 24389.0 / 27;
  const uint8_t *p = input, *end = input + count;
  uint8_t *o = output;
  while (p < end) {
    const uint8_t *line_end = memchr(p, '\n', (size_t)(end - p));
    if (!line_end) line_end = end;
    double l, a, b;
    const uint8_t *s = p;
    while (s < line_end && is_blank(*s)) s++;
    int ok = numeral(&s, line_end, &l);
    while (ok && s < line_end && is_blank(*s)) s++;
    ok = ok && numeral(&s, line_end, &a);
    while (ok && s < line_end && is_blank(*s)) s++;
    ok = ok && numeral(&s, line_end, &b);
    if (ok && l >= 0 && l <= 100) {
      double fy = (l + 16) / 116, fx = a / 500 + fy, fz = fy - b / 200;
      double fx3 = fx * fx * fx, fz3 = fz * fz * fz;
      double xr = fx3 > epsilon ? fx3 : (116 * fx - 16) / kappa;
      double yr = l > kappa * epsilon ? fy * fy * fy : l / kappa;
      double zr = fz3 > epsilon ? fz3 : (116 * fz - 16) / kappa;
      double x = xr * wx, y = yr, z = zr * wz;
      int r = value_of(m00 * x + m01 * y + m02 * z);
      int g = value_of(m10 * x + m11 * y + m12 * z);
      int bl = value_of(m20 * x + m21 * y + m22 * z);
      o[0] = '#';
      memcpy(o + 1, hex_pairs[r], 2);
      memcpy(o + 3, hex_pairs[g], 2);
      memcpy(o + 5, hex_pairs[bl], 2);
      o[7] = '\n';
      o += 8;
    }
    p = line_end + 1;
  }
  return (size_t)(o - output);
}
