/* Heap use on ILP32 with malloc/free declared by hand (size_t is unsigned int here). */
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))

typedef __SIZE_TYPE__ size_t;
void *malloc(size_t);
void free(void *);

struct node { struct node *next; long long value; };

int main(void) {
    assert(sizeof(struct node) == 12);
    struct node *head = 0;
    for (int i = 0; i < 3; i++) {
        struct node *n = malloc(sizeof *n);
        assert(n != 0);
        n->next = head;
        n->value = (long long)i << 32;
        head = n;
    }
    long long sum = 0;
    while (head) {
        struct node *next = head->next;
        sum += head->value;
        free(head);
        head = next;
    }
    assert(sum == 3LL << 32);
    return 0;
}
