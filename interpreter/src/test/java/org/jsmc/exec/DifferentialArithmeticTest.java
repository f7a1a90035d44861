package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsmc.ir.llvm.LoadOptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Differential test of integer and floating-point arithmetic and conversions: a program hashes the
 * results of every operator on every pair of edge values, per type. The expected hashes are what
 * the same program printed when built natively with the bundled clang (x86-64, {@code -O0} and
 * {@code -O2} agree). Cases with undefined behaviour (division by zero, {@code INT_MIN / -1},
 * oversized shifts, out-of-range float conversions) are skipped by the program.
 */
class DifferentialArithmeticTest {
    static final String SOURCE =
            """
            typedef signed char int8_t; typedef unsigned char uint8_t; typedef short int16_t; typedef unsigned short uint16_t;
            typedef int int32_t; typedef unsigned uint32_t; typedef long long int64_t; typedef unsigned long long uint64_t;
            int printf(const char *, ...);

            static uint64_t h = 1469598103934665603ull;
            static void mix(uint64_t v) { h = (h ^ v) * 1099511628211ull; h ^= h >> 29; }
            static void mixd(double d) { union { double d; uint64_t u; } x; x.d = d; mix(x.u); }
            static void mixf(float f) { union { float f; uint32_t u; } x; x.f = f; mix(x.u); }

            static const int64_t vals[] = { 0, 1, -1, 2, -2, 3, 7, -7, 31, 32, 63, 100, -100, 127, 128, -128, 255, 256,
              32767, 32768, -32768, 65535, 65536, 2147483647LL, -2147483648LL, 4294967295LL, 4294967296LL,
              1234567890123LL, -987654321987LL, 0x7FFFFFFFFFFFFFFFLL, (int64_t)0x8000000000000000ull, 0x0123456789ABCDEFLL };
            #define NV (int)(sizeof vals / sizeof vals[0])

            #define INT_OPS(T, NAME) static void ops_##NAME(void) { h = 1469598103934665603ull; \\
              for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { \\
                T a = (T)vals[i], b = (T)vals[j]; \\
                mix((uint64_t)(T)(a + b)); mix((uint64_t)(T)(a - b)); mix((uint64_t)(T)(a * b)); \\
                mix(a < b); mix(a <= b); mix(a == b); mix(a > b); \\
                mix((uint64_t)(T)(a & b)); mix((uint64_t)(T)(a | b)); mix((uint64_t)(T)(a ^ b)); \\
                if (b != 0 && !((T)-1 < 0 && b == (T)-1)) { mix((uint64_t)(T)(a / b)); mix((uint64_t)(T)(a % b)); } \\
                int s = (int)((uint64_t)vals[j] & 63); \\
                if (s < (int)(8 * sizeof(T)) && s < 31) { mix((uint64_t)(T)(a >> s)); if (a >= 0) mix((uint64_t)(T)((uint64_t)a << s)); } \\
              } printf(#NAME " %016llx\\n", (unsigned long long)h); }

            INT_OPS(int8_t, i8) INT_OPS(uint8_t, u8) INT_OPS(int16_t, i16) INT_OPS(uint16_t, u16)
            INT_OPS(int32_t, i32) INT_OPS(uint32_t, u32) INT_OPS(int64_t, i64) INT_OPS(uint64_t, u64)

            static void conversions(void) {
              h = 1469598103934665603ull;
              for (int i = 0; i < NV; i++) {
                int64_t v = vals[i];
                mix((uint64_t)(int8_t)v); mix((uint64_t)(uint8_t)v); mix((uint64_t)(int16_t)v); mix((uint64_t)(uint16_t)v);
                mix((uint64_t)(int32_t)v); mix((uint64_t)(uint32_t)v); mix((uint64_t)(_Bool)v);
                mix((uint64_t)(int64_t)(int8_t)v); mix((uint64_t)(int64_t)(int16_t)v); mix((uint64_t)(int64_t)(int32_t)v);
                mixd((double)v); mixd((double)(uint64_t)v); mixd((double)(int32_t)v); mixd((double)(uint32_t)v);
                mixf((float)v); mixf((float)(uint64_t)v); mixf((float)(int32_t)v); mixf((float)(uint32_t)v);
                mixd((double)(int8_t)v); mixf((float)(uint16_t)v);
              }
              printf("conv %016llx\\n", (unsigned long long)h);
            }

            static const double dvals[] = { 0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 1.5, 2.5, -2.5, 3.75, 100.25, -1e3, 123456.789,
              2147483647.0, -2147483648.0, 4294967295.0, 9.2e18, 1.8e19, 1e-300, 1e300, 0.1, 0.2, 3.0e-8, 16777217.0 };
            #define ND (int)(sizeof dvals / sizeof dvals[0])

            static void floats(void) {
              h = 1469598103934665603ull;
              for (int i = 0; i < ND; i++) for (int j = 0; j < ND; j++) {
                double a = dvals[i], b = dvals[j];
                mixd(a + b); mixd(a - b); mixd(a * b); mixd(a / b);
                mix(a < b); mix(a <= b); mix(a == b); mix(a != b);
                float fa = (float)a, fb = (float)b;
                mixf(fa + fb); mixf(fa - fb); mixf(fa * fb); mixf(fa / fb); mix(fa < fb); mix(fa == fb);
                mixf((float)(a * b));
              }
              for (int i = 0; i < ND; i++) {
                double d = dvals[i];
                if (d > -2147483648.0 && d < 2147483647.0) { mix((uint64_t)(int32_t)d); mix((uint64_t)(int16_t)(int32_t)d); }
                if (d >= 0 && d < 4294967295.0) mix((uint64_t)(uint32_t)d);
                if (d > -9.2e18 && d < 9.2e18) mix((uint64_t)(int64_t)d);
                if (d >= 0 && d < 1.8e19) mix((uint64_t)d);
                float f = (float)d;
                if (f > -2147483648.0f && f < 2147483647.0f) mix((uint64_t)(int32_t)f);
                if (f >= 0 && f < 1.8e19f) mix((uint64_t)f);
                mixd((double)f); mixd(-d); mixf(-f);
              }
              printf("float %016llx\\n", (unsigned long long)h);
            }

            int main(void) {
              ops_i8(); ops_u8(); ops_i16(); ops_u16(); ops_i32(); ops_u32(); ops_i64(); ops_u64();
              conversions(); floats();
              return 0;
            }
            """;

    static final String EXPECTED =
            """
            i8 a0d502c766c41569
            u8 232808c464e880c5
            i16 7198d62225999f79
            u16 a05e594abff70b5d
            i32 0ef8ca64b7d80c46
            u32 3c6dee50ff6b5f12
            i64 66ed3f9f370cf4ac
            u64 e67fedbf82e701cd
            conv 205c09e468bc366f
            float d29a0b0d904f1075
            """;

    @ParameterizedTest
    @ValueSource(strings = {"-O0", "-O2", "-m32 -O0", "-m32 -O2"})
    void resultsMatchANativeBuild(String flags) {
        LoadOptions load = flags.startsWith("-m32") ? CPrograms.m32() : LoadOptions.DEFAULT;
        if (flags.endsWith("-O2")) {
            load = load.withClangFlags(java.util.List.of("-O2"));
        }
        Execution x = Schedules.lowest(CPrograms.program(SOURCE, load, ExecOptions.DEFAULT));
        assertThat(x.error()).isEmpty();
        assertThat(x.output()).isEqualTo(EXPECTED);
    }
}
