// The benchmark's baseline for `labcolor convert --to hex`: a careful C program doing the
// same work on bare `L a b` lines relative to D65 (see convert_baseline.c).

#ifndef CONVERT_BASELINE_H
#define CONVERT_BASELINE_H

#include <stddef.h>
#include <stdint.h>

/// Prepares the tables (the 255 sRGB thresholds); call once before converting.
void convert_baseline_prepare(void);

/// Converts the lines of `input` (each `L a b` with L in 0...100, ending in '\n') to
/// `#rrggbb\n` lines in `output`, which must hold 8 bytes per input line; returns the bytes
/// written. Lines it cannot read are skipped.
size_t convert_baseline_lab_to_hex(const uint8_t *input, size_t count, uint8_t *output);

#endif
