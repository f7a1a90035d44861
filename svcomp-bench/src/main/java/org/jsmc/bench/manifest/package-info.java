/**
 * The benchmark manifest ({@code benchmarks/manifest.yaml}, schema in {@code
 * benchmarks/MANIFEST.md}): {@link org.jsmc.bench.manifest.Manifest} holds the {@link
 * org.jsmc.bench.manifest.Family families}, each with its parameters, the paper {@link
 * org.jsmc.bench.manifest.Row rows} it reproduces with the papers' {@link
 * org.jsmc.bench.manifest.Reported numbers}, and {@link org.jsmc.bench.manifest.ClosedForm closed
 * forms} per {@link org.jsmc.bench.manifest.Quantity}, each with an optional condition on the
 * parameters; {@link org.jsmc.bench.manifest.Expression} evaluates forms and conditions exactly.
 * {@link org.jsmc.bench.manifest.ManifestLoader} reads and checks the YAML.
 *
 * <p>Everything here is immutable.
 */
package org.jsmc.bench.manifest;
