/**
 * The brute-force class-counting oracle: for a small {@link org.jsmc.exec.Program}, every
 * interleaving and its class under each equivalence, so that algorithms can be checked against
 * exact class sets ("at least one explored trace per class", "exactly one", "same errors").
 *
 * <p>Main types: {@link org.jsmc.explore.oracle.Oracle} ({@code census}, {@code keyOf}, {@code
 * canonicalLinearisation}), {@link org.jsmc.explore.oracle.Census} (classes per equivalence,
 * complete and assume-blocked executions apart), {@link org.jsmc.explore.oracle.ClassKey} (one
 * record per kind of key), {@link org.jsmc.explore.oracle.Notation} (readable keys), {@link
 * org.jsmc.explore.oracle.TraceRecorder} (a listener keeping what an explorer explored) and {@link
 * org.jsmc.explore.oracle.Coverage} (missing, duplicated and impossible classes: the check that an
 * explorer is sound, or optimal). {@link org.jsmc.explore.oracle.Census#errors()} lists every
 * reachable error, which every explorer must find.
 *
 * <h2>Enumeration</h2>
 *
 * The same rules as {@code dfs}, implemented separately: at each state, the lowest-index enabled
 * thread about to make a {@link org.jsmc.exec.Event.Choice} branches over its alternatives (a
 * choice is a branch, not an interleaving point); otherwise every enabled thread is tried. Complete
 * executions are those ending {@code COMPLETE}, {@code DEADLOCK} or {@code ERROR}; assume-blocked
 * ones are kept apart.
 *
 * <h2>Definitions</h2>
 *
 * Names: {@code e}, {@code f} events; {@code r} a reading event; {@code w} a writing event; {@code
 * po} program order; {@code rf} reads-from; {@code ⋈} dependence; {@code ↦ = (po ∪ rf)+}
 * causally-happens-before.
 *
 * <ul>
 *   <li><b>Event identity.</b> Within a key an event is its full record: thread, index, kind,
 *       location and values. Two executions with different values never share a class by accident.
 *   <li><b>Footprints: synchronisation objects as memory.</b> Every event reads and writes cells.
 *       Memory cells are bytes; each synchronisation object is one more cell, keyed by its address
 *       in a space of its own (so a mutex's cell never overlaps plain accesses to the bytes of the
 *       {@code pthread_mutex_t}). Read, Write: the accessed bytes. Rmw, successful CompareExchange:
 *       read and write them; a failed CompareExchange only reads. Free: writes every byte of the
 *       object. Lock (any mode, so read locks of one rwlock are ordered too) and successful
 *       TryLock: read and write the lock (read "free", write "held"); failed TryLock: reads it;
 *       Unlock, SyncInit, SyncDestroy: write it. CondWait: reads and writes the condition, writes
 *       (releases) the mutex. CondWake: reads and writes the condition and the mutex (it
 *       re-acquires). CondSignal, CondBroadcast: read and write the condition. Fence, Choice,
 *       Spawn, Join, AtomicBegin, AtomicEnd, Exit: nothing. A <em>reading event</em> is one that
 *       reads some cell.
 *   <li><b>Program order</b> orders the events of each thread, every {@code Spawn} before all
 *       events of its child, and all events of a thread before a {@code Join} of it.
 *   <li><b>Dependence</b> {@code e ⋈ f}, for events of different threads: one of them is an {@code
 *       Exit} (it ends every other thread); or they share a cell at least one of them writes; or
 *       they use a common synchronisation object in any way (so every pair of operations on one
 *       mutex, rwlock or condition conflicts, even two failed trylocks). Choice and Fence conflict
 *       with nothing.
 *   <li><b>Atomic sections.</b> A thread's events from an {@code AtomicBegin} to its matching
 *       {@code AtomicEnd} (or to the end of the trace) form one compound event whose dependences
 *       are the union of its members'. Sections are contiguous in every trace (no other thread runs
 *       inside one), so the pair-based keys below, built from member events, coincide with keys
 *       built from compound events; the canonical linearisation keeps sections whole.
 *   <li><b>Reads-from.</b> The source of each cell a reading event {@code r} reads is the last
 *       earlier event that wrote the cell, or {@link org.jsmc.explore.oracle.Source#INIT}. A range
 *       whose cells all have one source (a same-size aligned access) has that one source; a
 *       mixed-size read has one source per byte.
 * </ul>
 *
 * The keys, for each {@link org.jsmc.explore.Equivalence}:
 *
 * <ul>
 *   <li>{@code NONE}: the interleaving itself.
 *   <li>{@code MAZURKIEWICZ}: the set of events and the order of every dependent pair (Abdulla et
 *       al. POPL'14). Equivalently the canonical linearisation (always emit the smallest-thread
 *       unit whose predecessors are emitted); tests check that both forms partition alike.
 *   <li>{@code OBSERVERS}: like Mazurkiewicz, but a pair whose only conflicts are memory
 *       write–write conflicts counts only if some reading event reads (a byte) from the later of
 *       the two; every pair that involves a read, a synchronisation object, an Exit or a Free
 *       counts (an access after a free fails, so that order is observed by the outcome). An access
 *       after a free reads from the free, and observes the write before the free whose value it
 *       still returns. This is the ViEqui note's implementation of Aronis et al. TACAS'18
 *       (research/seed-001-viequi.md §6); it gives 16 on ViEqui P1 and 3 on VC-DPOR Fig. 1, as the
 *       papers do.
 *   <li>{@code READS_FROM}: the set of events and, for every reading event, its sources (Abdulla et
 *       al. OOPSLA'19; ViEqui note §1.2). Lock acquisitions read from the release (or init) they
 *       follow; condition operations read from the previous operation on the condition.
 *   <li>{@code RVF}: the set of events (records carry every value) and {@code ↦} restricted to
 *       reading events, lock acquisitions included (Agarwal et al. CAV'21 §3;
 *       research/seed-004-rvf.md §1.2). Choices are not reading events here: they take part in no
 *       {@code rf}, and their values are already in the events.
 *   <li>{@code VIEW}: the set of reading events with the values they read (ViEqui Def. 1;
 *       research/seed-001-viequi.md §1.2). Synchronisation reads add only their presence (a lock
 *       acquisition reads "free", a failed trylock "held", both fixed by the record), so lock order
 *       alone does not split view classes. <em>Choices count as reading events</em> (they read the
 *       environment): otherwise two executions whose threads chose differently but read the same
 *       values would share a class although their local states differ.
 *   <li>{@code DATA_CENTRIC} and {@code VALUE_CENTRIC} distinguish a <em>root</em> thread ({@link
 *       org.jsmc.explore.oracle.Oracle#DEFAULT_ROOT}, or named by index); the other threads are
 *       leaves. {@code DATA_CENTRIC} (DC-DPOR, Chalupa et al. POPL'18, with the root/leaf partition
 *       of its general case): the reads-from key and the order of every dependent pair of leaf
 *       events; with no two leaves dependent it is reads-from. {@code VALUE_CENTRIC}
 *       (value-happens-before, research/seed-000-vcdpor.md §1.3): the events with their values; for
 *       each reading event of the root, per source, whether it is a leaf's write (the side; the
 *       initial value is the root's, note P1); {@code ↦} restricted to reading events; and
 *       happens-before {@code (po ∪ ⋈)+} projected on the leaves' events, paths through root events
 *       included (the literal definition, note P6).
 * </ul>
 *
 * <h2>Refinements that hold by definition</h2>
 *
 * {@code #VIEW ≤ #RVF ≤ #READS_FROM ≤ #OBSERVERS ≤ #MAZURKIEWICZ ≤ #NONE}. Reads-from refines
 * observers: if two observer-equivalent traces gave {@code r} sources {@code w1} and {@code w2},
 * then {@code w1 < r} and {@code w2 < r} in both (read–write pairs count), so the write–write pair
 * {@code (w1, w2)} appears in opposite orders, and it counts in both since {@code r} observes the
 * later write in each. Data-centric refines reads-from and is refined by Mazurkiewicz;
 * value-centric is refined by Mazurkiewicz but incomparable with reads-from (note P7: unobserved
 * leaf writes keep their order; {@code RootKeysTest}), so neither sits in the chain above.
 *
 * <p>Cost: each trace's keys take {@code O(n²)} for {@code n} events; the enumeration runs each
 * node of the interleaving tree from the start. Meant for programs with up to tens of thousands of
 * interleavings. Thread-safety: stateless static methods; keys and censuses are immutable.
 */
package org.jsmc.explore.oracle;
