/**
 * Seed data for the Evergreen Landscaping service catalogue (Bellevue / Seattle, WA).
 *
 * 25 services across 7 categories, each with full marketing copy in
 * English, neutral Latin American Spanish and Brazilian Portuguese.
 * Prices are "starting at" figures for the Seattle metro area.
 */

export type Lang = 'en' | 'es' | 'pt';
export type CategoryKey =
  'lawn-care' | 'landscaping' | 'tree-services' | 'irrigation' | 'hardscaping' | 'garden-maintenance' | 'specialty-services';
export type PriceType = 'fixed' | 'hourly' | 'per_sqft' | 'per_linear_ft' | 'per_unit' | 'package';
export type Demand = 'high' | 'medium' | 'low';
/** The six services of the quote builder; each catalogue service maps to the closest one (used to preselect it). */
export type QuoteServiceId =
  'landscape-design' | 'lawn-maintenance' | 'tree-services' | 'irrigation' | 'hardscaping' | 'seasonal-services';

export interface ServiceText {
  name: string;
  /** 1-2 sentences, shown on catalogue cards */
  description: string;
  /** price unit label shown after the price, e.g. 'per sq ft', 'per tree', 'per hour', 'per visit', 'per project' */
  unit: string;
  /** 4 short bullet points ("what's included" on cards) */
  features: string[];
  /** 1-3 short items (what the customer should prepare / conditions) */
  requirements: string[];
  /** 4-5 numbered process steps, detail is 1-2 sentences */
  steps: { title: string; detail: string }[];
  /** "Why it matters": 2-3 sentences */
  importance: string;
  /** "Recommended frequency": one sentence */
  frequency: string;
  /** 4 key benefits */
  benefits: string[];
  /** <= 60 chars, for the page <title> */
  metaTitle: string;
  /** 120-160 chars */
  metaDescription: string;
  /** comma separated */
  seoKeywords: string;
}

export interface CatalogueService {
  /** URL id, kebab-case */
  slug: string;
  category: CategoryKey;
  basePrice: number;
  priceType: PriceType;
  pricePerSqft: number | null;
  pricePerLinearFt: number | null;
  /** typical job duration */
  durationMinutes: number;
  demand: Demand;
  /** shows the 'Popular' badge */
  featured: boolean;
  sortOrder: number;
  quoteService: QuoteServiceId;
  /** English prompt for the offline illustrator: concrete landscaping nouns, 6-14 words */
  imagePrompt: string;
  text: Record<Lang, ServiceText>;
}

export const CATEGORY_NAMES: Record<CategoryKey, Record<Lang, string>> = {
  'lawn-care': { en: 'Lawn Care', es: 'Cuidado del césped', pt: 'Cuidados com o gramado' },
  landscaping: { en: 'Landscaping', es: 'Paisajismo', pt: 'Paisagismo' },
  'tree-services': { en: 'Tree Services', es: 'Servicios de árboles', pt: 'Serviços de árvores' },
  irrigation: { en: 'Irrigation', es: 'Riego', pt: 'Irrigação' },
  hardscaping: { en: 'Hardscaping', es: 'Obras exteriores', pt: 'Obras externas' },
  'garden-maintenance': { en: 'Garden Maintenance', es: 'Mantenimiento de jardines', pt: 'Manutenção de jardins' },
  'specialty-services': { en: 'Specialty Services', es: 'Servicios especiales', pt: 'Serviços especiais' },
};

export const CATEGORY_ORDER: CategoryKey[] = [
  'lawn-care',
  'landscaping',
  'tree-services',
  'irrigation',
  'hardscaping',
  'garden-maintenance',
  'specialty-services',
];

export const CATALOGUE: CatalogueService[] = [
  // ───────────────────────────── Lawn care ─────────────────────────────
  {
    slug: 'lawn-mowing',
    category: 'lawn-care',
    basePrice: 0.15,
    priceType: 'per_sqft',
    pricePerSqft: 0.15,
    pricePerLinearFt: null,
    durationMinutes: 60,
    demand: 'high',
    featured: true,
    sortOrder: 1,
    quoteService: 'lawn-maintenance',
    imagePrompt: 'freshly mowed striped green lawn with a mower in the sun',
    text: {
      en: {
        name: 'Lawn Mowing',
        description:
          "Weekly or bi-weekly mowing with crisp edges and clean walkways, timed around Seattle's rain so your lawn stays healthy and never gets scalped.",
        unit: 'per sq ft',
        features: [
          'Mowing at the right height for the season',
          'String-trimming around beds, posts and fences',
          'Power edging along walks and driveways',
          'Clippings blown off all hard surfaces',
        ],
        requirements: [
          'Gates unlocked and pets kept inside on service day',
          'Toys, hoses and yard debris picked up from the lawn',
        ],
        steps: [
          {
            title: 'Walk-through',
            detail: 'We measure the turf area and note slopes, obstacles and any soggy spots so your price is exact.',
          },
          {
            title: 'Mowing',
            detail:
              'Commercial mowers with sharp blades cut at 2.5 to 3.5 inches depending on the season, alternating the pattern each visit.',
          },
          {
            title: 'Trimming and edging',
            detail: 'We string-trim around obstacles and power-edge sidewalks and driveways for a sharp, finished line.',
          },
          {
            title: 'Clean-up',
            detail: 'Clippings are blown off patios, walks and the street so nothing washes into storm drains.',
          },
          {
            title: 'Lawn notes',
            detail: 'Your crew leaves a short note if they spot moss, crane fly damage or dry patches that need attention.',
          },
        ],
        importance:
          'Mowing is the single biggest factor in how thick and green a lawn looks. Cutting too short or letting the grass get shaggy invites moss and weeds, which thrive in our damp, shady Pacific Northwest yards. Regular cuts at the correct height keep the turf dense enough to crowd them out.',
        frequency:
          'Weekly from April through June, then every one to two weeks through October depending on rainfall and growth.',
        benefits: [
          'A neat, uniform lawn all season long',
          'Thicker turf that resists moss and weeds',
          'Your weekends back, with no mower to maintain',
          'Reliable crews on a fixed weekly schedule',
        ],
        metaTitle: 'Lawn Mowing in Bellevue & Seattle | Evergreen',
        metaDescription:
          'Professional weekly lawn mowing, trimming and edging in Bellevue and Seattle. Reliable crews, clean cuts and fair pricing by the square foot.',
        seoKeywords:
          'lawn mowing Bellevue, lawn mowing Seattle, weekly lawn service, grass cutting, lawn edging, lawn maintenance Eastside',
      },
      es: {
        name: 'Corte de césped',
        description:
          'Corte semanal o quincenal con bordes definidos y aceras limpias, programado según las lluvias de Seattle para que tu césped se mantenga sano y nunca quede rapado.',
        unit: 'por pie cuadrado',
        features: [
          'Corte a la altura adecuada según la temporada',
          'Recorte con desbrozadora alrededor de canteros, postes y cercas',
          'Perfilado mecánico junto a aceras y entradas',
          'Limpieza de recortes en todas las superficies duras',
        ],
        requirements: [
          'Portones abiertos y mascotas dentro de casa el día del servicio',
          'Juguetes, mangueras y restos del jardín retirados del césped',
        ],
        steps: [
          {
            title: 'Recorrido inicial',
            detail:
              'Medimos el área de césped y anotamos pendientes, obstáculos y zonas encharcadas para darte un precio exacto.',
          },
          {
            title: 'Corte',
            detail:
              'Cortamos con podadoras profesionales de cuchillas afiladas a entre 2,5 y 3,5 pulgadas según la temporada, alternando el patrón en cada visita.',
          },
          {
            title: 'Recorte y perfilado',
            detail: 'Recortamos alrededor de los obstáculos y perfilamos aceras y entradas para lograr un borde nítido.',
          },
          {
            title: 'Limpieza',
            detail: 'Soplamos los recortes de patios, caminos y la calle para que nada termine en los desagües pluviales.',
          },
          {
            title: 'Notas sobre el césped',
            detail: 'Si el equipo detecta musgo, daños de típula o zonas secas, te deja una breve nota con la recomendación.',
          },
        ],
        importance:
          'El corte es el factor que más influye en lo denso y verde que se ve un césped. Cortarlo demasiado bajo o dejarlo crecer en exceso favorece el musgo y las malezas, que prosperan en los jardines húmedos y sombreados del noroeste del Pacífico. Cortar con regularidad a la altura correcta mantiene el césped lo bastante tupido para desplazarlos.',
        frequency: 'Semanal de abril a junio y luego cada una o dos semanas hasta octubre, según la lluvia y el crecimiento.',
        benefits: [
          'Un césped prolijo y parejo toda la temporada',
          'Césped más denso que resiste el musgo y las malezas',
          'Recupera tus fines de semana, sin podadora que mantener',
          'Equipos confiables con un horario semanal fijo',
        ],
        metaTitle: 'Corte de césped en Bellevue y Seattle | Evergreen',
        metaDescription:
          'Corte de césped semanal, recorte y perfilado profesional en Bellevue y Seattle. Equipos confiables, cortes limpios y precio justo por pie cuadrado.',
        seoKeywords:
          'corte de césped Bellevue, corte de pasto Seattle, mantenimiento de césped, servicio de jardinería semanal, perfilado de bordes',
      },
      pt: {
        name: 'Corte de grama',
        description:
          'Corte semanal ou quinzenal com bordas bem definidas e calçadas limpas, programado conforme as chuvas de Seattle para manter seu gramado saudável e nunca rente demais.',
        unit: 'por pé quadrado',
        features: [
          'Corte na altura certa para cada estação',
          'Acabamento com roçadeira ao redor de canteiros, postes e cercas',
          'Refile mecânico junto a calçadas e entradas de garagem',
          'Limpeza das aparas em todas as superfícies duras',
        ],
        requirements: [
          'Portões destrancados e animais dentro de casa no dia do serviço',
          'Brinquedos, mangueiras e resíduos retirados do gramado',
        ],
        steps: [
          {
            title: 'Visita inicial',
            detail: 'Medimos a área de grama e anotamos declives, obstáculos e pontos encharcados para que o preço seja exato.',
          },
          {
            title: 'Corte',
            detail:
              'Cortadores profissionais com lâminas afiadas cortam entre 2,5 e 3,5 polegadas conforme a estação, alternando o padrão a cada visita.',
          },
          {
            title: 'Acabamento e refile',
            detail: 'Fazemos o acabamento ao redor dos obstáculos e refilamos calçadas e entradas para uma linha bem marcada.',
          },
          { title: 'Limpeza', detail: 'Sopramos as aparas de pátios, caminhos e da rua para que nada vá parar nos bueiros.' },
          {
            title: 'Observações do gramado',
            detail: 'Se a equipe notar musgo, danos de larvas de tipulídeos ou áreas secas, deixa um bilhete com a recomendação.',
          },
        ],
        importance:
          'O corte é o fator que mais influencia o quanto um gramado fica denso e verde. Cortar baixo demais ou deixar a grama crescer demais favorece o musgo e as ervas daninhas, que adoram os quintais úmidos e sombreados do Noroeste Pacífico. Cortes regulares na altura certa mantêm a grama fechada o bastante para sufocá-los.',
        frequency: 'Semanal de abril a junho e depois a cada uma ou duas semanas até outubro, conforme a chuva e o crescimento.',
        benefits: [
          'Gramado bem cuidado e uniforme a temporada toda',
          'Grama mais densa que resiste ao musgo e às ervas daninhas',
          'Seus fins de semana livres, sem cortador para manter',
          'Equipes confiáveis com horário semanal fixo',
        ],
        metaTitle: 'Corte de grama em Bellevue e Seattle | Evergreen',
        metaDescription:
          'Corte de grama semanal, acabamento e refile profissional em Bellevue e Seattle. Equipes confiáveis, corte caprichado e preço justo por pé quadrado.',
        seoKeywords:
          'corte de grama Bellevue, corte de grama Seattle, manutenção de gramado, jardinagem semanal, refile de bordas',
      },
    },
  },
  {
    slug: 'fertilization',
    category: 'lawn-care',
    basePrice: 85,
    priceType: 'fixed',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 45,
    demand: 'high',
    featured: false,
    sortOrder: 2,
    quoteService: 'lawn-maintenance',
    imagePrompt: 'spreader applying fertilizer granules across a lush green lawn near a house',
    text: {
      en: {
        name: 'Lawn Fertilization',
        description:
          'Seasonal slow-release feeding matched to Northwest soils, keeping your grass deep green without burning it or washing nutrients into Puget Sound.',
        unit: 'per application',
        features: [
          'Slow-release, low-phosphorus fertilizer blends',
          'Lime applied when soil tests show acidity',
          'Calibrated broadcast spreading with no overlap stripes',
          'Granules swept off walks and driveways',
        ],
        requirements: ['Keep the lawn unmowed for a day before service', 'Water lightly within 48 hours if no rain is forecast'],
        steps: [
          {
            title: 'Soil check',
            detail:
              "On the first visit we take a soil sample to measure pH and nutrient levels, which guides the whole season's program.",
          },
          {
            title: 'Custom blend',
            detail:
              'We pick a slow-release blend and rate for the time of year, your grass type and how much shade the lawn gets.',
          },
          {
            title: 'Application',
            detail: 'A calibrated spreader applies an even layer, keeping a buffer from streams, ditches and storm drains.',
          },
          {
            title: 'Clean-up and notes',
            detail: 'Stray granules are blown back onto the turf, and we leave watering and mowing instructions.',
          },
        ],
        importance:
          "Western Washington's heavy winter rain leaches nutrients out of the soil, and our naturally acidic ground favors moss over grass. A well-timed feeding program restores what the rain washes away, so the turf can thicken up and out-compete moss and weeds instead of thinning every spring.",
        frequency:
          'Four to five applications a year: early spring, late spring, early summer, early fall and a late-fall winterizer.',
        benefits: [
          'Deeper green color within two to three weeks',
          'Stronger roots that handle dry summer weeks better',
          'Fewer moss and weed problems over time',
          'Responsible rates that protect local waterways',
        ],
        metaTitle: 'Lawn Fertilization Bellevue & Seattle | Evergreen',
        metaDescription:
          'Seasonal lawn fertilization programs for Bellevue and Seattle yards. Slow-release, soil-tested feeding that greens turf and crowds out moss and weeds.',
        seoKeywords:
          'lawn fertilization Bellevue, lawn fertilizer Seattle, lawn feeding program, lawn lime application, organic lawn care Washington',
      },
      es: {
        name: 'Fertilización del césped',
        description:
          'Fertilización estacional de liberación lenta adaptada a los suelos del noroeste, que mantiene el césped verde intenso sin quemarlo ni arrastrar nutrientes al Puget Sound.',
        unit: 'por aplicación',
        features: [
          'Fertilizantes de liberación lenta y bajos en fósforo',
          'Cal aplicada cuando el análisis indica suelo ácido',
          'Esparcido calibrado sin franjas superpuestas',
          'Gránulos barridos de aceras y entradas',
        ],
        requirements: [
          'No cortar el césped el día anterior al servicio',
          'Regar ligeramente dentro de 48 horas si no se pronostica lluvia',
        ],
        steps: [
          {
            title: 'Análisis del suelo',
            detail:
              'En la primera visita tomamos una muestra de suelo para medir el pH y los nutrientes, lo que guía el programa de toda la temporada.',
          },
          {
            title: 'Mezcla a medida',
            detail:
              'Elegimos una mezcla de liberación lenta y la dosis según la época del año, el tipo de césped y la sombra que recibe.',
          },
          {
            title: 'Aplicación',
            detail:
              'Una esparcidora calibrada aplica una capa uniforme, dejando un margen con arroyos, zanjas y desagües pluviales.',
          },
          {
            title: 'Limpieza e indicaciones',
            detail: 'Devolvemos al césped los gránulos sueltos y te dejamos instrucciones de riego y corte.',
          },
        ],
        importance:
          'Las fuertes lluvias de invierno en el oeste de Washington lavan los nutrientes del suelo, y nuestra tierra naturalmente ácida favorece al musgo sobre el césped. Un programa de fertilización bien programado repone lo que la lluvia se lleva, para que el césped se espese y gane terreno al musgo y las malezas en lugar de ralearse cada primavera.',
        frequency:
          'De cuatro a cinco aplicaciones al año: inicio y final de primavera, inicio del verano, inicio del otoño y una dosis invernal a fines del otoño.',
        benefits: [
          'Un verde más intenso en dos o tres semanas',
          'Raíces más fuertes que resisten mejor las semanas secas del verano',
          'Menos problemas de musgo y malezas con el tiempo',
          'Dosis responsables que protegen los cursos de agua locales',
        ],
        metaTitle: 'Fertilización de césped en Bellevue | Evergreen',
        metaDescription:
          'Programas de fertilización de césped en Bellevue y Seattle. Abono de liberación lenta según análisis de suelo que reverdece y frena musgo y malezas.',
        seoKeywords:
          'fertilización de césped Bellevue, abono para césped Seattle, programa de fertilización, encalado de césped, cuidado del césped Washington',
      },
      pt: {
        name: 'Adubação do gramado',
        description:
          'Adubação sazonal de liberação lenta adequada aos solos do noroeste, que mantém a grama bem verde sem queimá-la nem levar nutrientes para o Puget Sound.',
        unit: 'por aplicação',
        features: [
          'Adubos de liberação lenta e com pouco fósforo',
          'Calcário aplicado quando a análise aponta solo ácido',
          'Distribuição calibrada sem faixas sobrepostas',
          'Grânulos varridos das calçadas e entradas',
        ],
        requirements: [
          'Não cortar a grama no dia anterior ao serviço',
          'Regar levemente em até 48 horas se não houver previsão de chuva',
        ],
        steps: [
          {
            title: 'Análise do solo',
            detail:
              'Na primeira visita coletamos uma amostra de solo para medir o pH e os nutrientes, o que orienta o programa da temporada toda.',
          },
          {
            title: 'Mistura personalizada',
            detail:
              'Escolhemos uma mistura de liberação lenta e a dosagem conforme a época do ano, o tipo de grama e o sombreamento.',
          },
          {
            title: 'Aplicação',
            detail:
              'Um distribuidor calibrado aplica uma camada uniforme, mantendo uma faixa de proteção perto de córregos, valas e bueiros.',
          },
          {
            title: 'Limpeza e orientações',
            detail: 'Devolvemos ao gramado os grânulos soltos e deixamos instruções de rega e corte.',
          },
        ],
        importance:
          'As chuvas fortes de inverno no oeste de Washington lavam os nutrientes do solo, e nossa terra naturalmente ácida favorece o musgo em vez da grama. Um programa de adubação bem planejado repõe o que a chuva leva embora, para que o gramado fique mais fechado e vença o musgo e as ervas daninhas em vez de rarear a cada primavera.',
        frequency:
          'Quatro a cinco aplicações por ano: início e fim da primavera, início do verão, início do outono e uma dose de inverno no fim do outono.',
        benefits: [
          'Verde mais intenso em duas a três semanas',
          'Raízes mais fortes que aguentam melhor as semanas secas do verão',
          'Menos problemas com musgo e ervas daninhas ao longo do tempo',
          'Doses responsáveis que protegem os rios e córregos locais',
        ],
        metaTitle: 'Adubação de gramado em Bellevue | Evergreen',
        metaDescription:
          'Programas de adubação de gramado em Bellevue e Seattle. Adubo de liberação lenta com base em análise de solo, que deixa a grama verde e sem musgo.',
        seoKeywords:
          'adubação de gramado Bellevue, adubo para grama Seattle, programa de adubação, calagem de gramado, cuidados com gramado Washington',
      },
    },
  },
  {
    slug: 'lawn-aeration',
    category: 'lawn-care',
    basePrice: 150,
    priceType: 'fixed',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 90,
    demand: 'medium',
    featured: false,
    sortOrder: 3,
    quoteService: 'lawn-maintenance',
    imagePrompt: 'core aerator machine pulling soil plugs from a green lawn',
    text: {
      en: {
        name: 'Lawn Aeration & Overseeding',
        description:
          'Core aeration breaks up compacted clay so water, air and fertilizer reach the roots, followed by overseeding to fill thin and mossy patches.',
        unit: 'per visit',
        features: [
          'Core aeration pulling 2 to 3 inch soil plugs',
          'Overseeding with a Northwest perennial rye and fescue mix',
          'Extra passes over compacted high-traffic areas',
          'Sprinkler heads and utility lines flagged first',
        ],
        requirements: [
          'Sprinkler heads and invisible dog fence lines marked or shown to us',
          'Lawn mowed short and soil moist but not waterlogged',
        ],
        steps: [
          {
            title: 'Marking',
            detail: 'We flag sprinkler heads, shallow lines and valve boxes so the aerator steers clear of them.',
          },
          {
            title: 'Core aeration',
            detail: 'A core aerator pulls thousands of soil plugs, with double passes over compacted paths and play areas.',
          },
          {
            title: 'Overseeding',
            detail: 'Fresh seed is broadcast right after aeration so it drops into the holes and makes direct contact with soil.',
          },
          {
            title: 'Starter feed',
            detail: 'A light starter fertilizer helps the new seedlings establish before the weather turns.',
          },
          { title: 'Aftercare guide', detail: 'We leave watering instructions and tell you when it is safe to mow again.' },
        ],
        importance:
          'Much of the Eastside and Seattle sits on dense glacial clay that compacts under foot traffic and months of rain. Compacted soil suffocates roots and lets water pool, which is exactly what moss loves. Aeration opens the soil back up, and overseeding replaces tired grass with vigorous new turf.',
        frequency: 'Once a year, ideally in early fall or mid-spring when the soil is moist and grass is actively growing.',
        benefits: [
          'Better drainage and fewer soggy spots',
          'Deeper roots and a more drought-tolerant lawn',
          'Thin and mossy areas filled with new grass',
          'Fertilizer and water that actually reach the roots',
        ],
        metaTitle: 'Lawn Aeration & Overseeding Bellevue | Evergreen',
        metaDescription:
          'Core aeration and overseeding for compacted Seattle-area lawns. Relieve clay soil, improve drainage and fill in thin, mossy patches with new grass.',
        seoKeywords:
          'lawn aeration Bellevue, core aeration Seattle, overseeding, compacted soil, moss lawn repair, fall lawn aeration',
      },
      es: {
        name: 'Aireación y resiembra del césped',
        description:
          'La aireación por extracción rompe el suelo arcilloso compactado para que el agua, el aire y el abono lleguen a las raíces, seguida de una resiembra que rellena las zonas ralas y con musgo.',
        unit: 'por visita',
        features: [
          'Aireación que extrae tapones de suelo de 2 a 3 pulgadas',
          'Resiembra con mezcla de raigrás perenne y festuca para el noroeste',
          'Pasadas extra en zonas compactadas de mucho tránsito',
          'Aspersores y líneas de servicios señalizados de antemano',
        ],
        requirements: [
          'Aspersores y líneas de cerca invisible para perros marcados o indicados',
          'Césped cortado bajo y suelo húmedo pero no encharcado',
        ],
        steps: [
          {
            title: 'Señalización',
            detail: 'Marcamos aspersores, líneas poco profundas y cajas de válvulas para que la aireadora las esquive.',
          },
          {
            title: 'Aireación',
            detail: 'Una aireadora extrae miles de tapones de suelo, con doble pasada en caminos compactados y zonas de juego.',
          },
          {
            title: 'Resiembra',
            detail:
              'Esparcimos semilla nueva justo después de airear para que caiga en los orificios y quede en contacto directo con el suelo.',
          },
          {
            title: 'Abono de arranque',
            detail: 'Un abono inicial ligero ayuda a que las plántulas se establezcan antes de que cambie el clima.',
          },
          {
            title: 'Guía de cuidados',
            detail: 'Te dejamos instrucciones de riego y te indicamos cuándo puedes volver a cortar el césped.',
          },
        ],
        importance:
          'Gran parte del Eastside y de Seattle está sobre arcilla glaciar densa que se compacta con el tránsito y los meses de lluvia. El suelo compactado asfixia las raíces y deja que el agua se acumule, justo lo que le gusta al musgo. La aireación vuelve a abrir el suelo y la resiembra reemplaza el césped cansado por uno nuevo y vigoroso.',
        frequency:
          'Una vez al año, idealmente a inicios del otoño o a mediados de la primavera, cuando el suelo está húmedo y el césped crece activamente.',
        benefits: [
          'Mejor drenaje y menos zonas encharcadas',
          'Raíces más profundas y un césped más resistente a la sequía',
          'Zonas ralas y con musgo cubiertas de césped nuevo',
          'El abono y el agua llegan de verdad a las raíces',
        ],
        metaTitle: 'Aireación de césped en Bellevue | Evergreen',
        metaDescription:
          'Aireación y resiembra para céspedes compactados del área de Seattle. Alivia el suelo arcilloso, mejora el drenaje y cubre las zonas ralas con musgo.',
        seoKeywords:
          'aireación de césped Bellevue, aireación Seattle, resiembra de césped, suelo compactado, reparación de césped con musgo',
      },
      pt: {
        name: 'Aeração e ressemeadura do gramado',
        description:
          'A aeração por extração rompe o solo argiloso compactado para que água, ar e adubo cheguem às raízes, seguida de ressemeadura para cobrir áreas falhadas e com musgo.',
        unit: 'por visita',
        features: [
          'Aeração que retira tarugos de solo de 2 a 3 polegadas',
          'Ressemeadura com mistura de azevém perene e festuca para o noroeste',
          'Passadas extras em áreas compactadas de muito trânsito',
          'Aspersores e tubulações sinalizados antes do serviço',
        ],
        requirements: [
          'Aspersores e fios de cerca invisível para cães marcados ou indicados',
          'Grama cortada baixa e solo úmido, mas não encharcado',
        ],
        steps: [
          {
            title: 'Sinalização',
            detail: 'Marcamos aspersores, tubulações rasas e caixas de válvulas para que o aerador passe longe deles.',
          },
          {
            title: 'Aeração',
            detail:
              'Um aerador retira milhares de tarugos de solo, com passada dupla em caminhos compactados e áreas de brincar.',
          },
          {
            title: 'Ressemeadura',
            detail: 'Espalhamos semente nova logo após a aeração, para que caia nos furos e fique em contato direto com o solo.',
          },
          {
            title: 'Adubo de arranque',
            detail: 'Uma adubação inicial leve ajuda as mudinhas a se firmarem antes de o tempo mudar.',
          },
          {
            title: 'Guia de cuidados',
            detail: 'Deixamos instruções de rega e avisamos quando é seguro voltar a cortar a grama.',
          },
        ],
        importance:
          'Boa parte do Eastside e de Seattle fica sobre argila glacial densa, que se compacta com o pisoteio e os meses de chuva. O solo compactado sufoca as raízes e deixa a água empoçar, exatamente o que o musgo adora. A aeração reabre o solo e a ressemeadura troca a grama cansada por um gramado novo e vigoroso.',
        frequency:
          'Uma vez por ano, de preferência no início do outono ou em meados da primavera, quando o solo está úmido e a grama cresce ativamente.',
        benefits: [
          'Melhor drenagem e menos pontos encharcados',
          'Raízes mais profundas e gramado mais resistente à seca',
          'Áreas falhadas e com musgo cobertas por grama nova',
          'Adubo e água que realmente chegam às raízes',
        ],
        metaTitle: 'Aeração de gramado em Bellevue | Evergreen',
        metaDescription:
          'Aeração e ressemeadura para gramados compactados na região de Seattle. Alivie o solo argiloso, melhore a drenagem e cubra as falhas com grama nova.',
        seoKeywords:
          'aeração de gramado Bellevue, aeração Seattle, ressemeadura de grama, solo compactado, recuperação de gramado com musgo',
      },
    },
  },
  {
    slug: 'sod-installation',
    category: 'lawn-care',
    basePrice: 1.85,
    priceType: 'per_sqft',
    pricePerSqft: 1.85,
    pricePerLinearFt: null,
    durationMinutes: 480,
    demand: 'medium',
    featured: false,
    sortOrder: 4,
    quoteService: 'lawn-maintenance',
    imagePrompt: 'rolls of fresh green sod laid on prepared soil beside a house',
    text: {
      en: {
        name: 'Sod Installation',
        description:
          'A brand-new lawn in a single day: we strip the old turf, amend the soil and lay fresh, locally grown sod that is ready for light use in a few weeks.',
        unit: 'per sq ft',
        features: [
          'Removal of old turf, moss and weeds',
          'Compost amendment and fine grading',
          'Fresh-cut sod from a Washington farm',
          'Rolling and first deep watering',
        ],
        requirements: [
          'Working irrigation or a hose that reaches the whole area',
          'Clear access for a skid steer or wheelbarrows',
        ],
        steps: [
          {
            title: 'Site assessment',
            detail: 'We measure the area, check drainage and sun exposure, and recommend a sod variety that suits the spot.',
          },
          { title: 'Turf removal', detail: 'A sod cutter strips the old lawn, and we haul away the debris.' },
          {
            title: 'Soil preparation',
            detail: 'We till in compost to loosen the clay, then grade the surface so water runs away from your house.',
          },
          {
            title: 'Laying the sod',
            detail:
              'Rolls are laid in a staggered brick pattern with tight seams, trimmed to every edge and rolled for firm soil contact.',
          },
          {
            title: 'Watering plan',
            detail: 'We water the new lawn deeply and give you a three-week schedule so the roots knit into the soil.',
          },
        ],
        importance:
          'Seeding a lawn from scratch in the Northwest takes months and often fails when spring rains wash seed away or a dry July arrives early. Sod gives you a dense, weed-free lawn right away, and good soil preparation underneath is what keeps it thriving for years.',
        frequency:
          'A one-time installation; the best windows are spring and early fall, when cool temperatures and rain help the roots take hold.',
        benefits: [
          'An instant, finished lawn',
          'No mud tracked into the house',
          'Immediate erosion control on slopes',
          'Healthier soil that supports the lawn long-term',
        ],
        metaTitle: 'Sod Installation in Bellevue & Seattle | Evergreen',
        metaDescription:
          'New sod lawns installed in Bellevue and Seattle. We remove old turf, amend clay soil with compost and lay fresh Washington-grown sod in a single day.',
        seoKeywords:
          'sod installation Bellevue, new lawn Seattle, sod laying, lawn replacement, turf installation, instant lawn Washington',
      },
      es: {
        name: 'Instalación de césped en rollo',
        description:
          'Un césped nuevo en un solo día: retiramos el césped viejo, mejoramos el suelo y colocamos tepes frescos de cultivo local, listos para un uso ligero en pocas semanas.',
        unit: 'por pie cuadrado',
        features: [
          'Retiro del césped viejo, musgo y malezas',
          'Enmienda con compost y nivelación fina',
          'Tepes recién cortados de una granja de Washington',
          'Compactado con rodillo y primer riego profundo',
        ],
        requirements: [
          'Riego funcionando o una manguera que alcance toda el área',
          'Acceso despejado para una minicargadora o carretillas',
        ],
        steps: [
          {
            title: 'Evaluación del terreno',
            detail:
              'Medimos el área, revisamos el drenaje y la exposición al sol y te recomendamos la variedad de césped adecuada.',
          },
          {
            title: 'Retiro del césped',
            detail: 'Una cortadora de tepes levanta el césped viejo y nos llevamos todos los restos.',
          },
          {
            title: 'Preparación del suelo',
            detail:
              'Incorporamos compost para aflojar la arcilla y nivelamos la superficie para que el agua escurra lejos de la casa.',
          },
          {
            title: 'Colocación',
            detail:
              'Colocamos los rollos en patrón de ladrillo con juntas apretadas, los recortamos a cada borde y pasamos el rodillo para asegurar el contacto con el suelo.',
          },
          {
            title: 'Plan de riego',
            detail: 'Regamos a fondo el césped nuevo y te damos un calendario de tres semanas para que las raíces se afiancen.',
          },
        ],
        importance:
          'Sembrar un césped desde cero en el noroeste toma meses y a menudo fracasa cuando las lluvias de primavera arrastran la semilla o llega un julio seco antes de tiempo. El césped en rollo te da de inmediato un césped denso y sin malezas, y una buena preparación del suelo es lo que lo mantiene sano durante años.',
        frequency:
          'Instalación única; las mejores épocas son la primavera y el inicio del otoño, cuando el fresco y la lluvia ayudan a enraizar.',
        benefits: [
          'Un césped terminado al instante',
          'Nada de barro dentro de la casa',
          'Control inmediato de la erosión en pendientes',
          'Suelo más sano que sostiene el césped a largo plazo',
        ],
        metaTitle: 'Césped en rollo en Bellevue y Seattle | Evergreen',
        metaDescription:
          'Instalamos césped en rollo en Bellevue y Seattle. Retiramos el césped viejo, mejoramos el suelo arcilloso con compost y colocamos tepes frescos en un día.',
        seoKeywords:
          'instalación de césped en rollo Bellevue, césped nuevo Seattle, colocación de tepes, reemplazo de césped, pasto en rollo Washington',
      },
      pt: {
        name: 'Instalação de grama em placas',
        description:
          'Um gramado novo em um só dia: retiramos a grama velha, corrigimos o solo e assentamos placas frescas cultivadas na região, prontas para uso leve em poucas semanas.',
        unit: 'por pé quadrado',
        features: [
          'Remoção da grama velha, musgo e ervas daninhas',
          'Correção com composto e nivelamento fino',
          'Placas recém-cortadas de uma fazenda de Washington',
          'Compactação com rolo e primeira rega profunda',
        ],
        requirements: [
          'Irrigação funcionando ou mangueira que alcance toda a área',
          'Acesso livre para minicarregadeira ou carrinhos de mão',
        ],
        steps: [
          {
            title: 'Avaliação do terreno',
            detail: 'Medimos a área, verificamos a drenagem e a insolação e recomendamos a variedade de grama mais adequada.',
          },
          {
            title: 'Remoção da grama',
            detail: 'Uma cortadeira de grama retira o gramado antigo e levamos todo o entulho embora.',
          },
          {
            title: 'Preparo do solo',
            detail:
              'Incorporamos composto para soltar a argila e nivelamos a superfície para que a água escorra para longe da casa.',
          },
          {
            title: 'Assentamento',
            detail:
              'As placas são assentadas em padrão de tijolo com juntas bem fechadas, recortadas em cada borda e compactadas com rolo.',
          },
          {
            title: 'Plano de rega',
            detail: 'Regamos o gramado novo a fundo e entregamos um cronograma de três semanas para as raízes se firmarem.',
          },
        ],
        importance:
          'Formar um gramado por semente no noroeste leva meses e muitas vezes dá errado quando as chuvas de primavera levam a semente ou um julho seco chega cedo. A grama em placas entrega um gramado denso e sem ervas daninhas na hora, e um bom preparo do solo é o que o mantém saudável por anos.',
        frequency:
          'Instalação única; as melhores épocas são a primavera e o início do outono, quando o clima ameno e a chuva ajudam no enraizamento.',
        benefits: [
          'Gramado pronto na hora',
          'Nada de barro entrando em casa',
          'Controle imediato da erosão em encostas',
          'Solo mais saudável que sustenta o gramado a longo prazo',
        ],
        metaTitle: 'Grama em placas em Bellevue e Seattle | Evergreen',
        metaDescription:
          'Instalação de grama em placas em Bellevue e Seattle. Retiramos a grama velha, corrigimos o solo argiloso com composto e assentamos placas em um só dia.',
        seoKeywords:
          'grama em placas Bellevue, gramado novo Seattle, instalação de grama, troca de gramado, grama em rolo Washington',
      },
    },
  },
  // ──────────────────────────── Landscaping ────────────────────────────
  {
    slug: 'landscape-design',
    category: 'landscaping',
    basePrice: 500,
    priceType: 'fixed',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 240,
    demand: 'high',
    featured: true,
    sortOrder: 5,
    quoteService: 'landscape-design',
    imagePrompt: 'garden design plan with stone path, shrubs, flowers and patio beside a house',
    text: {
      en: {
        name: 'Landscape Design',
        description:
          'A custom, scaled plan for your whole yard, from planting and paths to patios and lighting, designed for Northwest weather and the way you actually use your outdoor space.',
        unit: 'per project',
        features: [
          'On-site consultation with a designer',
          'Scaled 2D site plan with a planting schedule',
          'Plant palette chosen for sun, shade and drainage',
          'Phased budget estimate for installation',
        ],
        requirements: [
          'A survey or plat map of the property, if you have one',
          'A rough budget and a list of must-haves',
          'HOA guidelines, if your neighborhood has them',
        ],
        steps: [
          {
            title: 'Consultation',
            detail:
              'We walk the property with you, talk through how you want to use the space and note sun, views, slopes and drainage.',
          },
          {
            title: 'Site measurements',
            detail: 'Our designer measures the yard and records existing trees, utilities and grades worth keeping.',
          },
          {
            title: 'Concept plan',
            detail: 'You receive a concept layout with plant and material ideas, and we refine it together in a review meeting.',
          },
          {
            title: 'Final plan and estimate',
            detail: 'We deliver the scaled final plan, a plant list and an itemized estimate that can be built in phases.',
          },
        ],
        importance:
          'A yard built without a plan tends to grow piece by piece, with plants that outgrow their spots and patios that end up in the wrong place. A thoughtful design solves drainage and privacy up front, picks plants that handle wet winters and dry summers, and saves money by getting the order of work right.',
        frequency: "Once per project, with a design refresh every 10 to 15 years or when your household's needs change.",
        benefits: [
          "A cohesive yard that matches your home's style",
          'Plants that thrive in your exact conditions',
          'Clear costs before any work begins',
          'Higher curb appeal and resale value',
        ],
        metaTitle: 'Landscape Design in Bellevue & Seattle | Evergreen',
        metaDescription:
          'Custom landscape design for Bellevue and Seattle homes. Scaled plans, Northwest plant palettes and phased budgets for a yard that fits how you live.',
        seoKeywords:
          'landscape design Bellevue, landscape designer Seattle, garden design, backyard design, front yard landscaping plan, Eastside landscape architect',
      },
      es: {
        name: 'Diseño de paisajismo',
        description:
          'Un plano a escala hecho a medida para todo tu jardín, desde plantas y caminos hasta patios e iluminación, pensado para el clima del noroeste y para la forma en que realmente usas tu espacio exterior.',
        unit: 'por proyecto',
        features: [
          'Consulta en el lugar con un diseñador',
          'Plano 2D a escala con listado de plantación',
          'Selección de plantas según sol, sombra y drenaje',
          'Presupuesto estimado por etapas para la instalación',
        ],
        requirements: [
          'Un levantamiento o plano catastral de la propiedad, si lo tienes',
          'Un presupuesto aproximado y una lista de imprescindibles',
          'Las normas de la asociación de vecinos, si existen',
        ],
        steps: [
          {
            title: 'Consulta',
            detail:
              'Recorremos la propiedad contigo, conversamos sobre cómo quieres usar el espacio y anotamos el sol, las vistas, las pendientes y el drenaje.',
          },
          {
            title: 'Medición del terreno',
            detail:
              'Nuestro diseñador mide el jardín y registra los árboles, servicios y niveles existentes que vale la pena conservar.',
          },
          {
            title: 'Plano conceptual',
            detail: 'Recibes una propuesta con ideas de plantas y materiales, y la afinamos juntos en una reunión de revisión.',
          },
          {
            title: 'Plano final y presupuesto',
            detail:
              'Entregamos el plano final a escala, la lista de plantas y un presupuesto detallado que se puede ejecutar por etapas.',
          },
        ],
        importance:
          'Un jardín construido sin plan suele crecer a retazos, con plantas que se quedan sin espacio y patios que terminan en el lugar equivocado. Un buen diseño resuelve el drenaje y la privacidad desde el principio, elige plantas que soportan inviernos húmedos y veranos secos, y ahorra dinero al ordenar bien los trabajos.',
        frequency:
          'Una vez por proyecto, con una actualización del diseño cada 10 a 15 años o cuando cambian las necesidades de tu familia.',
        benefits: [
          'Un jardín armonioso que combina con el estilo de tu casa',
          'Plantas que prosperan en tus condiciones exactas',
          'Costos claros antes de empezar cualquier obra',
          'Mejor fachada y mayor valor de reventa',
        ],
        metaTitle: 'Diseño de paisajismo en Bellevue | Evergreen',
        metaDescription:
          'Diseño de paisajismo a medida para casas de Bellevue y Seattle. Planos a escala, plantas del noroeste y presupuestos por etapas para tu jardín ideal.',
        seoKeywords:
          'diseño de paisajismo Bellevue, diseñador de jardines Seattle, diseño de jardín, diseño de patio trasero, paisajista Eastside',
      },
      pt: {
        name: 'Projeto de paisagismo',
        description:
          'Um projeto em escala feito sob medida para todo o seu quintal, de plantas e caminhos a pátios e iluminação, pensado para o clima do noroeste e para o jeito como você realmente usa a área externa.',
        unit: 'por projeto',
        features: [
          'Consulta no local com um paisagista',
          'Planta 2D em escala com lista de plantio',
          'Seleção de plantas conforme sol, sombra e drenagem',
          'Orçamento estimado por etapas para a execução',
        ],
        requirements: [
          'Levantamento topográfico ou planta do lote, se tiver',
          'Uma ideia de orçamento e uma lista do que é indispensável',
          'Regras do condomínio ou da associação de moradores, se houver',
        ],
        steps: [
          {
            title: 'Consulta',
            detail:
              'Percorremos o terreno com você, conversamos sobre como deseja usar o espaço e anotamos sol, vistas, declives e drenagem.',
          },
          {
            title: 'Medição do terreno',
            detail: 'Nosso paisagista mede o quintal e registra árvores, redes e níveis existentes que valem a pena manter.',
          },
          {
            title: 'Estudo preliminar',
            detail:
              'Você recebe um estudo com ideias de plantas e materiais, e nós o ajustamos juntos em uma reunião de revisão.',
          },
          {
            title: 'Projeto final e orçamento',
            detail:
              'Entregamos o projeto final em escala, a lista de plantas e um orçamento detalhado que pode ser executado por etapas.',
          },
        ],
        importance:
          'Um quintal feito sem projeto costuma crescer aos pedaços, com plantas que ficam grandes demais para o lugar e pátios no ponto errado. Um bom projeto resolve drenagem e privacidade desde o início, escolhe plantas que aguentam invernos úmidos e verões secos e economiza dinheiro ao organizar a ordem certa das obras.',
        frequency: 'Uma vez por projeto, com uma revisão a cada 10 a 15 anos ou quando as necessidades da família mudarem.',
        benefits: [
          'Um quintal harmonioso que combina com o estilo da casa',
          'Plantas que prosperam nas suas condições exatas',
          'Custos claros antes de qualquer obra começar',
          'Fachada mais bonita e maior valor de revenda',
        ],
        metaTitle: 'Projeto de paisagismo em Bellevue | Evergreen',
        metaDescription:
          'Projetos de paisagismo sob medida para casas em Bellevue e Seattle. Plantas em escala, espécies do noroeste e orçamento por etapas para seu quintal.',
        seoKeywords:
          'projeto de paisagismo Bellevue, paisagista Seattle, projeto de jardim, paisagismo de quintal, paisagismo residencial Eastside',
      },
    },
  },
  {
    slug: 'plant-installation',
    category: 'landscaping',
    basePrice: 45,
    priceType: 'per_unit',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 240,
    demand: 'medium',
    featured: false,
    sortOrder: 6,
    quoteService: 'landscape-design',
    imagePrompt: 'gardener planting shrubs and flowers in a fresh mulch garden bed',
    text: {
      en: {
        name: 'Shrub & Perennial Planting',
        description:
          'Professional installation of shrubs, perennials and small trees, sourced from local nurseries and planted in properly amended soil so they establish quickly.',
        unit: 'per plant',
        features: [
          'Plants sourced from Puget Sound nurseries',
          'Planting holes amended with compost',
          'Root balls loosened and set at the correct depth',
          'One-year plant replacement guarantee',
        ],
        requirements: [
          'A design or plant list, or a consultation with us to pick plants',
          'Utility locate completed for beds near the street (we can request it)',
        ],
        steps: [
          {
            title: 'Plant selection',
            detail: 'We confirm each plant suits its spot for sun, moisture and mature size, then source healthy stock locally.',
          },
          {
            title: 'Layout',
            detail:
              'Plants are set out in their pots so you can approve spacing and placement before anything goes in the ground.',
          },
          {
            title: 'Planting',
            detail:
              'Each hole is dug twice the width of the root ball, amended with compost and backfilled so the crown sits slightly above grade.',
          },
          {
            title: 'Mulch and water',
            detail: 'We top-dress with mulch, water every plant deeply and leave a care sheet for the first summer.',
          },
        ],
        importance:
          'Most plant losses come from poor planting, not poor plants. Setting a shrub too deep in heavy clay drowns its roots over a wet winter, while an unamended hole dries out fast in August. Planting correctly the first time is the cheapest insurance for your investment.',
        frequency: 'Best done in fall or early spring; most gardens benefit from adding or replacing a few plants every year.',
        benefits: [
          'Plants that establish fast and stay healthy',
          'Correct spacing for their mature size',
          'Fewer losses after the first dry summer',
          'Guaranteed replacements if a plant fails',
        ],
        metaTitle: 'Shrub & Plant Installation Bellevue | Evergreen',
        metaDescription:
          'Shrub, perennial and small tree planting in Bellevue and Seattle. Local nursery stock, compost-amended soil and a one-year plant replacement guarantee.',
        seoKeywords:
          'shrub planting Bellevue, plant installation Seattle, perennial planting, garden planting service, native shrubs, landscape installation',
      },
      es: {
        name: 'Plantación de arbustos y perennes',
        description:
          'Instalación profesional de arbustos, plantas perennes y árboles pequeños de viveros locales, plantados en suelo bien enmendado para que se establezcan rápido.',
        unit: 'por planta',
        features: [
          'Plantas de viveros de la región de Puget Sound',
          'Hoyos de plantación enmendados con compost',
          'Cepellones aflojados y plantados a la profundidad correcta',
          'Garantía de reemplazo de plantas por un año',
        ],
        requirements: [
          'Un diseño o lista de plantas, o una consulta con nosotros para elegirlas',
          'Localización de servicios subterráneos en canteros junto a la calle (podemos solicitarla)',
        ],
        steps: [
          {
            title: 'Selección de plantas',
            detail:
              'Confirmamos que cada planta se adapte a su lugar en sol, humedad y tamaño adulto, y compramos ejemplares sanos en viveros locales.',
          },
          {
            title: 'Distribución',
            detail: 'Colocamos las plantas en sus macetas para que apruebes el espaciado y la ubicación antes de plantar.',
          },
          {
            title: 'Plantación',
            detail:
              'Cavamos cada hoyo al doble del ancho del cepellón, lo enmendamos con compost y rellenamos para que el cuello quede apenas sobre el nivel del suelo.',
          },
          {
            title: 'Acolchado y riego',
            detail: 'Cubrimos con mantillo, regamos a fondo cada planta y te dejamos una guía de cuidados para el primer verano.',
          },
        ],
        importance:
          'La mayoría de las plantas se pierden por una mala plantación, no por mala calidad. Un arbusto plantado demasiado hondo en arcilla pesada se ahoga durante un invierno lluvioso, y un hoyo sin enmienda se seca rápido en agosto. Plantar bien desde el principio es el seguro más barato para tu inversión.',
        frequency:
          'Conviene hacerlo en otoño o a inicios de la primavera; la mayoría de los jardines ganan al sumar o reponer algunas plantas cada año.',
        benefits: [
          'Plantas que se establecen rápido y se mantienen sanas',
          'Espaciado correcto según su tamaño adulto',
          'Menos pérdidas tras el primer verano seco',
          'Reemplazo garantizado si una planta no prospera',
        ],
        metaTitle: 'Plantación de arbustos en Bellevue | Evergreen',
        metaDescription:
          'Plantación de arbustos, perennes y árboles pequeños en Bellevue y Seattle. Plantas de vivero local, suelo con compost y garantía de reemplazo de un año.',
        seoKeywords:
          'plantación de arbustos Bellevue, instalación de plantas Seattle, plantas perennes, servicio de plantación, arbustos nativos',
      },
      pt: {
        name: 'Plantio de arbustos e perenes',
        description:
          'Plantio profissional de arbustos, plantas perenes e árvores pequenas de viveiros locais, em solo bem corrigido para que peguem rápido.',
        unit: 'por planta',
        features: [
          'Plantas de viveiros da região de Puget Sound',
          'Covas corrigidas com composto',
          'Torrões soltos e plantados na profundidade certa',
          'Garantia de reposição das plantas por um ano',
        ],
        requirements: [
          'Um projeto ou lista de plantas, ou uma consulta conosco para escolhê-las',
          'Localização de redes subterrâneas em canteiros junto à rua (podemos solicitar)',
        ],
        steps: [
          {
            title: 'Escolha das plantas',
            detail:
              'Confirmamos que cada planta combina com o local em sol, umidade e porte adulto, e compramos mudas saudáveis em viveiros locais.',
          },
          {
            title: 'Disposição',
            detail: 'Posicionamos as plantas ainda nos vasos para você aprovar o espaçamento e a localização antes do plantio.',
          },
          {
            title: 'Plantio',
            detail:
              'Cada cova tem o dobro da largura do torrão, recebe composto e é preenchida de modo que o colo fique um pouco acima do nível do solo.',
          },
          {
            title: 'Cobertura e rega',
            detail: 'Cobrimos com casca, regamos bem cada planta e deixamos um guia de cuidados para o primeiro verão.',
          },
        ],
        importance:
          'A maioria das plantas morre por plantio malfeito, não por má qualidade. Um arbusto plantado fundo demais em argila pesada afoga as raízes durante um inverno chuvoso, e uma cova sem correção seca rápido em agosto. Plantar certo da primeira vez é o seguro mais barato para o seu investimento.',
        frequency:
          'O ideal é no outono ou no início da primavera; a maioria dos jardins se beneficia de acrescentar ou repor algumas plantas todo ano.',
        benefits: [
          'Plantas que pegam rápido e continuam saudáveis',
          'Espaçamento correto para o porte adulto',
          'Menos perdas depois do primeiro verão seco',
          'Reposição garantida se uma planta não vingar',
        ],
        metaTitle: 'Plantio de arbustos em Bellevue | Evergreen',
        metaDescription:
          'Plantio de arbustos, perenes e árvores pequenas em Bellevue e Seattle. Mudas de viveiros locais, solo com composto e garantia de reposição de um ano.',
        seoKeywords:
          'plantio de arbustos Bellevue, plantio de mudas Seattle, plantas perenes, serviço de plantio, arbustos nativos',
      },
    },
  },
  {
    slug: 'landscape-edging',
    category: 'landscaping',
    basePrice: 4.5,
    priceType: 'per_linear_ft',
    pricePerSqft: null,
    pricePerLinearFt: 4.5,
    durationMinutes: 180,
    demand: 'low',
    featured: false,
    sortOrder: 7,
    quoteService: 'landscape-design',
    imagePrompt: 'clean steel edging between a green lawn and a mulch flower bed',
    text: {
      en: {
        name: 'Landscape Edging',
        description:
          'Durable steel, aluminum or stone edging that gives beds a crisp outline and keeps grass from creeping into your plantings.',
        unit: 'per linear ft',
        features: [
          'Steel, aluminum, stone or hand-cut trench edging',
          'Smooth curves laid out with a garden hose',
          'Edging staked below the mower line',
          'Soil and mulch dressed up to the new edge',
        ],
        requirements: ['Bed shapes agreed in advance or marked with paint', 'Sprinkler lines near beds shown to the crew'],
        steps: [
          {
            title: 'Layout',
            detail:
              'We lay out the curves with a hose or paint and adjust them with you until the lines look right from the house.',
          },
          { title: 'Trenching', detail: 'A narrow trench is cut along the line, cleanly separating turf roots from the bed.' },
          {
            title: 'Installation',
            detail: 'Edging is set to a consistent height, joined tightly and staked firmly into the soil.',
          },
          { title: 'Finishing', detail: 'We backfill, tamp the soil, tidy the turf edge and top the bed side with fresh mulch.' },
        ],
        importance:
          'Lawn grasses spread by creeping runners, and in our mild, wet climate they invade flower beds year-round. A physical edge stops that spread, keeps mulch from washing onto the lawn during heavy rain and makes every mowing look sharper with far less trimming.',
        frequency:
          'A one-time installation; metal and stone edging typically lasts 20 years or more with only occasional resetting.',
        benefits: [
          'Crisp, defined bed lines',
          'Grass kept out of planting beds',
          'Mulch stays in place through heavy rain',
          'Faster mowing and less hand trimming',
        ],
        metaTitle: 'Landscape Edging in Bellevue & Seattle | Evergreen',
        metaDescription:
          'Steel, aluminum and stone landscape edging in Bellevue and Seattle. Crisp bed lines that keep grass out of your plantings and mulch in place all year.',
        seoKeywords: 'landscape edging Bellevue, garden edging Seattle, steel edging, bed edging, lawn border, flower bed edging',
      },
      es: {
        name: 'Bordes de paisajismo',
        description:
          'Bordes duraderos de acero, aluminio o piedra que dan a los canteros un contorno nítido y evitan que el césped invada tus plantas.',
        unit: 'por pie lineal',
        features: [
          'Bordes de acero, aluminio, piedra o zanja cortada a mano',
          'Curvas suaves trazadas con una manguera',
          'Borde anclado por debajo de la altura de corte',
          'Tierra y mantillo ajustados al nuevo borde',
        ],
        requirements: [
          'Formas de los canteros acordadas de antemano o marcadas con pintura',
          'Indicar al equipo las tuberías de riego cercanas a los canteros',
        ],
        steps: [
          {
            title: 'Trazado',
            detail:
              'Marcamos las curvas con una manguera o pintura y las ajustamos contigo hasta que se vean bien desde la casa.',
          },
          {
            title: 'Zanjeo',
            detail: 'Cortamos una zanja angosta a lo largo de la línea, separando limpiamente las raíces del césped del cantero.',
          },
          {
            title: 'Instalación',
            detail: 'Colocamos el borde a una altura uniforme, con uniones firmes y bien anclado al suelo.',
          },
          {
            title: 'Terminación',
            detail:
              'Rellenamos, compactamos la tierra, emparejamos el borde del césped y cubrimos el lado del cantero con mantillo nuevo.',
          },
        ],
        importance:
          'Los céspedes se extienden con estolones rastreros y, en nuestro clima templado y húmedo, invaden los canteros durante todo el año. Un borde físico frena ese avance, evita que el mantillo se lave hacia el césped con las lluvias fuertes y hace que cada corte luzca más prolijo con mucho menos recorte.',
        frequency: 'Instalación única; los bordes de metal y piedra suelen durar 20 años o más con algún reajuste ocasional.',
        benefits: [
          'Canteros con líneas nítidas y definidas',
          'El césped no invade las plantas',
          'El mantillo se queda en su lugar con lluvias fuertes',
          'Cortes más rápidos y menos recorte manual',
        ],
        metaTitle: 'Bordes para jardín en Bellevue | Evergreen',
        metaDescription:
          'Bordes de acero, aluminio y piedra en Bellevue y Seattle. Líneas nítidas que mantienen el césped fuera de los canteros y el mantillo en su lugar.',
        seoKeywords:
          'bordes de jardín Bellevue, bordillos para canteros Seattle, borde de acero, delimitación de canteros, bordes de césped',
      },
      pt: {
        name: 'Bordas de paisagismo',
        description:
          'Bordas duráveis de aço, alumínio ou pedra que deixam os canteiros com contorno definido e impedem a grama de invadir suas plantas.',
        unit: 'por pé linear',
        features: [
          'Bordas de aço, alumínio, pedra ou valeta recortada à mão',
          'Curvas suaves marcadas com uma mangueira',
          'Borda fixada abaixo da altura de corte',
          'Terra e cobertura ajustadas à nova borda',
        ],
        requirements: [
          'Formato dos canteiros combinado antes ou marcado com tinta',
          'Tubulações de irrigação perto dos canteiros indicadas à equipe',
        ],
        steps: [
          {
            title: 'Marcação',
            detail: 'Marcamos as curvas com mangueira ou tinta e ajustamos com você até que fiquem bonitas vistas da casa.',
          },
          {
            title: 'Abertura da valeta',
            detail: 'Abrimos uma valeta estreita ao longo da linha, separando de forma limpa as raízes da grama do canteiro.',
          },
          { title: 'Instalação', detail: 'A borda é colocada em altura uniforme, com emendas firmes e bem fixada no solo.' },
          {
            title: 'Acabamento',
            detail:
              'Reaterramos, compactamos a terra, acertamos a beirada do gramado e cobrimos o lado do canteiro com cobertura nova.',
          },
        ],
        importance:
          'As gramas se espalham por estolões rasteiros e, no nosso clima ameno e úmido, invadem os canteiros o ano todo. Uma borda física bloqueia esse avanço, evita que a cobertura escorra para o gramado nas chuvas fortes e deixa cada corte mais caprichado com muito menos acabamento.',
        frequency: 'Instalação única; bordas de metal e pedra costumam durar 20 anos ou mais com um ou outro reajuste.',
        benefits: [
          'Canteiros com linhas nítidas e definidas',
          'Grama longe dos canteiros',
          'Cobertura no lugar mesmo com chuva forte',
          'Corte mais rápido e menos acabamento manual',
        ],
        metaTitle: 'Bordas de jardim em Bellevue | Evergreen',
        metaDescription:
          'Bordas de aço, alumínio e pedra em Bellevue e Seattle. Linhas bem definidas que mantêm a grama fora dos canteiros e a cobertura no lugar o ano todo.',
        seoKeywords:
          'bordas de jardim Bellevue, bordas para canteiros Seattle, borda de aço, delimitação de canteiros, bordas de gramado',
      },
    },
  },
  // ─────────────────────────── Tree services ───────────────────────────
  {
    slug: 'tree-trimming',
    category: 'tree-services',
    basePrice: 75,
    priceType: 'per_unit',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 120,
    demand: 'high',
    featured: true,
    sortOrder: 8,
    quoteService: 'tree-services',
    imagePrompt: 'arborist pruning branches of a tall evergreen tree beside a house',
    text: {
      en: {
        name: 'Tree Trimming & Pruning',
        description:
          'Careful pruning by trained climbers to remove dead wood, lift low branches and thin dense crowns, improving tree health and storm safety.',
        unit: 'per tree',
        features: [
          'Dead, broken and crossing branches removed',
          'Crown thinning to reduce wind load',
          'Clearance from roofs, gutters and power drops',
          'All brush chipped and hauled away',
        ],
        requirements: ['Vehicles moved away from the drip line of the tree', 'Access through gates for climbers and equipment'],
        steps: [
          {
            title: 'Tree inspection',
            detail:
              'We look at the structure, health and surroundings of each tree and agree on exactly which cuts will be made.',
          },
          {
            title: 'Site protection',
            detail: 'Lawns, beds and hardscape under the canopy are protected, and the work zone is roped off.',
          },
          {
            title: 'Pruning',
            detail: 'Climbers make clean cuts just outside the branch collar, following ANSI A300 pruning standards.',
          },
          {
            title: 'Clean-up',
            detail: 'Branches are lowered, chipped and hauled away, and the ground is raked and blown clean.',
          },
        ],
        importance:
          'Puget Sound windstorms routinely bring down heavy limbs from Douglas firs, maples and cedars, often onto roofs and cars. Regular pruning removes weak and dead wood before it fails and lets wind pass through the crown. Good cuts also help the tree seal wounds and resist rot in our damp climate.',
        frequency: 'Every 3 to 5 years for mature shade trees and evergreens, and every 1 to 2 years for young or fruit trees.',
        benefits: [
          'Lower risk of storm damage to your home',
          'Healthier, longer-lived trees',
          'More light for your lawn and garden',
          'A clean, balanced shape',
        ],
        metaTitle: 'Tree Trimming in Bellevue & Seattle | Evergreen',
        metaDescription:
          'Professional tree trimming and pruning in Bellevue and Seattle. Storm-safety thinning, deadwood removal and roof clearance, with full clean-up.',
        seoKeywords:
          'tree trimming Bellevue, tree pruning Seattle, arborist Eastside, crown thinning, evergreen tree pruning, storm damage prevention',
      },
      es: {
        name: 'Poda de árboles',
        description:
          'Poda cuidadosa a cargo de escaladores capacitados para retirar madera muerta, elevar ramas bajas y aclarar copas densas, mejorando la salud del árbol y la seguridad ante tormentas.',
        unit: 'por árbol',
        features: [
          'Retiro de ramas muertas, quebradas y cruzadas',
          'Aclareo de copa para reducir la carga del viento',
          'Despeje de techos, canaletas y acometidas eléctricas',
          'Ramas trituradas y retiradas en su totalidad',
        ],
        requirements: ['Vehículos fuera del área bajo la copa del árbol', 'Acceso por los portones para escaladores y equipos'],
        steps: [
          {
            title: 'Inspección del árbol',
            detail:
              'Revisamos la estructura, la salud y el entorno de cada árbol y acordamos contigo exactamente qué cortes se harán.',
          },
          {
            title: 'Protección del lugar',
            detail: 'Protegemos el césped, los canteros y las superficies bajo la copa, y acordonamos la zona de trabajo.',
          },
          {
            title: 'Poda',
            detail:
              'Los escaladores hacen cortes limpios justo por fuera del collar de la rama, según la norma de poda ANSI A300.',
          },
          { title: 'Limpieza', detail: 'Bajamos, trituramos y retiramos las ramas, y dejamos el suelo rastrillado y soplado.' },
        ],
        importance:
          'Las tormentas de viento de Puget Sound derriban con frecuencia ramas pesadas de abetos Douglas, arces y cedros, muchas veces sobre techos y autos. La poda regular elimina la madera débil y muerta antes de que falle y deja que el viento atraviese la copa. Los cortes bien hechos también ayudan al árbol a cicatrizar y resistir la pudrición en nuestro clima húmedo.',
        frequency:
          'Cada 3 a 5 años para árboles de sombra maduros y coníferas, y cada 1 a 2 años para árboles jóvenes o frutales.',
        benefits: [
          'Menor riesgo de daños por tormentas en tu casa',
          'Árboles más sanos y longevos',
          'Más luz para el césped y el jardín',
          'Una forma limpia y equilibrada',
        ],
        metaTitle: 'Poda de árboles en Bellevue y Seattle | Evergreen',
        metaDescription:
          'Poda profesional de árboles en Bellevue y Seattle. Aclareo contra tormentas, retiro de madera muerta y despeje de techos, con limpieza completa.',
        seoKeywords: 'poda de árboles Bellevue, poda de árboles Seattle, arborista Eastside, aclareo de copa, poda de coníferas',
      },
      pt: {
        name: 'Poda de árvores',
        description:
          'Poda cuidadosa feita por escaladores treinados para retirar galhos secos, levantar ramos baixos e ralear copas densas, melhorando a saúde da árvore e a segurança em tempestades.',
        unit: 'por árvore',
        features: [
          'Remoção de galhos secos, quebrados e cruzados',
          'Raleamento da copa para reduzir a carga do vento',
          'Afastamento de telhados, calhas e ramais elétricos',
          'Galhos triturados e levados embora',
        ],
        requirements: ['Veículos fora da área sob a copa da árvore', 'Acesso pelos portões para escaladores e equipamentos'],
        steps: [
          {
            title: 'Inspeção da árvore',
            detail:
              'Avaliamos a estrutura, a saúde e o entorno de cada árvore e combinamos com você exatamente quais cortes serão feitos.',
          },
          {
            title: 'Proteção do local',
            detail: 'Protegemos gramado, canteiros e pisos sob a copa e isolamos a área de trabalho.',
          },
          {
            title: 'Poda',
            detail: 'Os escaladores fazem cortes limpos logo após o colar do galho, seguindo a norma de poda ANSI A300.',
          },
          { title: 'Limpeza', detail: 'Os galhos são descidos, triturados e retirados, e o chão fica rastelado e soprado.' },
        ],
        importance:
          'As tempestades de vento de Puget Sound derrubam com frequência galhos pesados de pinheiros-de-Douglas, bordos e cedros, muitas vezes sobre telhados e carros. A poda regular retira a madeira fraca e seca antes que ela ceda e deixa o vento passar pela copa. Cortes bem feitos também ajudam a árvore a cicatrizar e resistir ao apodrecimento no nosso clima úmido.',
        frequency:
          'A cada 3 a 5 anos para árvores de sombra adultas e coníferas, e a cada 1 a 2 anos para árvores jovens ou frutíferas.',
        benefits: [
          'Menos risco de danos à casa em tempestades',
          'Árvores mais saudáveis e longevas',
          'Mais luz para o gramado e o jardim',
          'Uma forma limpa e equilibrada',
        ],
        metaTitle: 'Poda de árvores em Bellevue e Seattle | Evergreen',
        metaDescription:
          'Poda profissional de árvores em Bellevue e Seattle. Raleamento contra tempestades, retirada de galhos secos e afastamento do telhado, com limpeza total.',
        seoKeywords:
          'poda de árvores Bellevue, poda de árvores Seattle, arborista Eastside, raleamento de copa, poda de coníferas',
      },
    },
  },
  {
    slug: 'tree-removal',
    category: 'tree-services',
    basePrice: 750,
    priceType: 'per_unit',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 360,
    demand: 'medium',
    featured: false,
    sortOrder: 9,
    quoteService: 'tree-services',
    imagePrompt: 'tree crew lowering a large fir trunk section with ropes in a yard',
    text: {
      en: {
        name: 'Tree Removal',
        description:
          'Safe removal of dead, hazardous or unwanted trees, taken down in controlled sections even in tight spaces next to homes and power lines.',
        unit: 'per tree',
        features: [
          'Hazard assessment by a certified arborist',
          'Sectional take-down with rigging and ropes',
          'Help with city tree permits where required',
          'Wood chipped, hauled or cut into firewood rounds',
        ],
        requirements: [
          'A city permit for protected or large trees (we help you apply)',
          'Driveway access for the chipper truck on removal day',
        ],
        steps: [
          {
            title: 'Assessment and permits',
            detail:
              'An arborist evaluates the tree and the drop zone, and checks Bellevue or Seattle tree code to see if a permit is needed.',
          },
          {
            title: 'Planning the take-down',
            detail: 'We plan the rigging points, lowering zones and crew positions before the first cut.',
          },
          {
            title: 'Removal',
            detail: 'Climbers remove limbs and then the trunk in controlled sections, lowering heavy pieces by rope.',
          },
          {
            title: 'Clean-up',
            detail: 'Brush is chipped, wood is hauled or left as firewood rounds, and the yard is raked clean.',
          },
          { title: 'Next steps', detail: 'We discuss stump grinding and replanting options so the space can be restored.' },
        ],
        importance:
          'A dead or leaning tree is a serious risk during our winter storms, when saturated soil and high winds can uproot even large conifers. Removing a hazardous tree on your own schedule is far safer, and far cheaper, than an emergency call after it has landed on your roof.',
        frequency:
          'As needed; we recommend an arborist inspection of large trees near the house every few years or after a major storm.',
        benefits: [
          'Peace of mind during storm season',
          'No damage to your house, lawn or garden',
          'Permit paperwork handled for you',
          'Room for a new tree or garden feature',
        ],
        metaTitle: 'Tree Removal in Bellevue & Seattle | Evergreen',
        metaDescription:
          'Safe tree removal in Bellevue and Seattle by certified arborists. Sectional take-downs in tight spaces, help with city permits and full clean-up.',
        seoKeywords:
          'tree removal Bellevue, tree removal Seattle, hazardous tree removal, tree cutting service, tree permit Bellevue, emergency tree service',
      },
      es: {
        name: 'Tala y retiro de árboles',
        description:
          'Retiro seguro de árboles muertos, peligrosos o no deseados, talados en secciones controladas incluso en espacios reducidos junto a casas y cables eléctricos.',
        unit: 'por árbol',
        features: [
          'Evaluación de riesgo por un arborista certificado',
          'Tala por secciones con cuerdas y aparejos',
          'Ayuda con los permisos municipales cuando se requieren',
          'Madera triturada, retirada o cortada en trozos para leña',
        ],
        requirements: [
          'Permiso municipal para árboles protegidos o grandes (te ayudamos a tramitarlo)',
          'Acceso por la entrada para el camión con trituradora el día de la tala',
        ],
        steps: [
          {
            title: 'Evaluación y permisos',
            detail:
              'Un arborista evalúa el árbol y la zona de caída, y revisa la normativa de árboles de Bellevue o Seattle para ver si se necesita permiso.',
          },
          {
            title: 'Planificación',
            detail: 'Definimos los puntos de amarre, las zonas de descenso y la posición del equipo antes del primer corte.',
          },
          {
            title: 'Tala',
            detail:
              'Los escaladores retiran las ramas y luego el tronco en secciones controladas, bajando las piezas pesadas con cuerdas.',
          },
          {
            title: 'Limpieza',
            detail: 'Trituramos las ramas, retiramos la madera o la dejamos en trozos para leña y rastrillamos el jardín.',
          },
          {
            title: 'Próximos pasos',
            detail: 'Conversamos sobre el triturado del tocón y opciones de replantación para recuperar el espacio.',
          },
        ],
        importance:
          'Un árbol muerto o inclinado es un riesgo serio durante nuestras tormentas de invierno, cuando el suelo empapado y los vientos fuertes pueden arrancar incluso grandes coníferas. Retirar un árbol peligroso cuando tú lo decides es mucho más seguro, y mucho más barato, que una emergencia después de que haya caído sobre tu techo.',
        frequency:
          'Según sea necesario; recomendamos que un arborista revise cada pocos años, o tras una tormenta fuerte, los árboles grandes cercanos a la casa.',
        benefits: [
          'Tranquilidad durante la temporada de tormentas',
          'Sin daños a tu casa, césped o jardín',
          'Nos encargamos de los trámites de permisos',
          'Espacio para un árbol nuevo o un elemento de jardín',
        ],
        metaTitle: 'Tala de árboles en Bellevue y Seattle | Evergreen',
        metaDescription:
          'Tala segura de árboles en Bellevue y Seattle con arboristas certificados. Tala por secciones en espacios reducidos, ayuda con permisos y limpieza total.',
        seoKeywords:
          'tala de árboles Bellevue, retiro de árboles Seattle, árboles peligrosos, servicio de tala, permiso de tala Bellevue',
      },
      pt: {
        name: 'Remoção de árvores',
        description:
          'Remoção segura de árvores mortas, perigosas ou indesejadas, derrubadas em seções controladas mesmo em espaços apertados perto de casas e fios elétricos.',
        unit: 'por árvore',
        features: [
          'Avaliação de risco por um arborista certificado',
          'Derrubada por seções com cordas e roldanas',
          'Ajuda com licenças municipais quando necessário',
          'Madeira triturada, retirada ou cortada em toras para lenha',
        ],
        requirements: [
          'Licença municipal para árvores protegidas ou grandes (ajudamos no pedido)',
          'Acesso pela entrada da garagem para o caminhão com triturador',
        ],
        steps: [
          {
            title: 'Avaliação e licenças',
            detail:
              'Um arborista avalia a árvore e a área de queda e verifica a legislação de Bellevue ou Seattle para saber se é preciso licença.',
          },
          {
            title: 'Planejamento',
            detail: 'Definimos os pontos de ancoragem, as áreas de descida e a posição da equipe antes do primeiro corte.',
          },
          {
            title: 'Remoção',
            detail:
              'Os escaladores retiram os galhos e depois o tronco em seções controladas, descendo as peças pesadas com cordas.',
          },
          {
            title: 'Limpeza',
            detail: 'Os galhos são triturados, a madeira é levada ou deixada em toras para lenha e o quintal é rastelado.',
          },
          {
            title: 'Próximos passos',
            detail: 'Conversamos sobre a trituração do toco e opções de replantio para recuperar o espaço.',
          },
        ],
        importance:
          'Uma árvore morta ou inclinada é um risco sério nas nossas tempestades de inverno, quando o solo encharcado e os ventos fortes podem arrancar até coníferas grandes. Remover uma árvore perigosa no momento que você escolhe é muito mais seguro, e muito mais barato, do que uma emergência depois que ela cai no telhado.',
        frequency:
          'Conforme a necessidade; recomendamos que um arborista inspecione as árvores grandes perto da casa a cada poucos anos ou após uma tempestade forte.',
        benefits: [
          'Tranquilidade na temporada de tempestades',
          'Nenhum dano à casa, ao gramado ou ao jardim',
          'Cuidamos da papelada das licenças',
          'Espaço para uma árvore nova ou um novo elemento no jardim',
        ],
        metaTitle: 'Remoção de árvores em Bellevue | Evergreen',
        metaDescription:
          'Remoção segura de árvores em Bellevue e Seattle com arboristas certificados. Derrubada por seções em espaços apertados, licenças e limpeza completa.',
        seoKeywords:
          'remoção de árvores Bellevue, corte de árvores Seattle, árvore de risco, serviço de remoção de árvores, licença de corte Bellevue',
      },
    },
  },
  {
    slug: 'stump-grinding',
    category: 'tree-services',
    basePrice: 175,
    priceType: 'per_unit',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 90,
    demand: 'medium',
    featured: false,
    sortOrder: 10,
    quoteService: 'tree-services',
    imagePrompt: 'stump grinder turning an old tree stump into wood chips on a lawn',
    text: {
      en: {
        name: 'Stump Grinding',
        description:
          'We grind stumps 6 to 10 inches below grade and clean up the chips, so you can replant, lay sod or simply mow over the spot.',
        unit: 'per stump',
        features: [
          'Grinding 6 to 10 inches below ground level',
          'Surface roots ground out near the stump',
          'Compact grinder that fits through a 36-inch gate',
          'Hole backfilled with topsoil on request',
        ],
        requirements: [
          'Underground utilities located before grinding (we request the locate)',
          'Stump cut as low as possible if you removed the tree yourself',
        ],
        steps: [
          {
            title: 'Utility locate',
            detail: 'We call in a utility locate and check for irrigation lines before any grinding begins.',
          },
          { title: 'Protection', detail: 'Shields and tarps go up to catch flying chips and protect windows, siding and cars.' },
          {
            title: 'Grinding',
            detail:
              'The grinder works back and forth across the stump until it is well below grade, including the main surface roots.',
          },
          {
            title: 'Backfill and clean-up',
            detail: 'Chips are raked out or hauled away, and the hole is filled with topsoil ready for seed or planting.',
          },
        ],
        importance:
          'Stumps left behind in our wet climate rot slowly and attract carpenter ants, termites and honey fungus that can spread to healthy plants. They are also a tripping hazard and get in the way of mowing. Grinding removes the problem in an hour without digging up your whole yard.',
        frequency: 'Once per stump, ideally right after a tree is removed.',
        benefits: [
          'A smooth, usable yard again',
          'No home for ants and wood-decay fungi',
          'No more mowing around obstacles',
          'Space ready for sod or a new planting',
        ],
        metaTitle: 'Stump Grinding in Bellevue & Seattle | Evergreen',
        metaDescription:
          'Stump grinding in Bellevue and Seattle. We grind stumps and surface roots below grade, clean up the chips and backfill so you can plant or lay sod.',
        seoKeywords:
          'stump grinding Bellevue, stump removal Seattle, tree stump grinding, stump grinder, root grinding, backyard stump removal',
      },
      es: {
        name: 'Triturado de tocones',
        description:
          'Trituramos los tocones de 6 a 10 pulgadas por debajo del nivel del suelo y limpiamos las virutas, para que puedas replantar, poner césped o simplemente cortar el pasto encima.',
        unit: 'por tocón',
        features: [
          'Triturado de 6 a 10 pulgadas bajo el nivel del suelo',
          'Raíces superficiales trituradas junto al tocón',
          'Trituradora compacta que pasa por un portón de 36 pulgadas',
          'Hoyo rellenado con tierra fértil si lo solicitas',
        ],
        requirements: [
          'Localización de servicios subterráneos antes de triturar (nosotros la solicitamos)',
          'Tocón cortado lo más bajo posible si tú mismo talaste el árbol',
        ],
        steps: [
          {
            title: 'Localización de servicios',
            detail: 'Solicitamos la localización de servicios subterráneos y revisamos las tuberías de riego antes de empezar.',
          },
          {
            title: 'Protección',
            detail: 'Colocamos pantallas y lonas para detener las virutas y proteger ventanas, revestimientos y autos.',
          },
          {
            title: 'Triturado',
            detail:
              'La trituradora recorre el tocón de lado a lado hasta dejarlo bien por debajo del nivel, incluidas las raíces superficiales principales.',
          },
          {
            title: 'Relleno y limpieza',
            detail: 'Rastrillamos o retiramos las virutas y rellenamos el hoyo con tierra fértil, listo para sembrar o plantar.',
          },
        ],
        importance:
          'Los tocones que quedan en nuestro clima húmedo se pudren lentamente y atraen hormigas carpinteras, termitas y hongos de la madera que pueden pasar a plantas sanas. Además, son un peligro de tropiezo y estorban al cortar el césped. El triturado elimina el problema en una hora sin excavar todo tu jardín.',
        frequency: 'Una vez por tocón, idealmente justo después de talar el árbol.',
        benefits: [
          'Un jardín parejo y utilizable otra vez',
          'Sin refugio para hormigas ni hongos de la madera',
          'Se acabó cortar el césped esquivando obstáculos',
          'Espacio listo para césped o una nueva plantación',
        ],
        metaTitle: 'Triturado de tocones en Bellevue | Evergreen',
        metaDescription:
          'Triturado de tocones en Bellevue y Seattle. Trituramos tocones y raíces bajo el nivel del suelo, limpiamos y rellenamos para que puedas volver a plantar.',
        seoKeywords:
          'triturado de tocones Bellevue, eliminación de tocones Seattle, trituradora de tocones, retiro de raíces, tocón de árbol',
      },
      pt: {
        name: 'Trituração de tocos',
        description:
          'Trituramos os tocos de 6 a 10 polegadas abaixo do nível do solo e limpamos a serragem, para você replantar, colocar grama ou simplesmente cortar a grama por cima.',
        unit: 'por toco',
        features: [
          'Trituração de 6 a 10 polegadas abaixo do nível do solo',
          'Raízes superficiais trituradas junto ao toco',
          'Triturador compacto que passa por um portão de 36 polegadas',
          'Buraco preenchido com terra vegetal, se desejar',
        ],
        requirements: [
          'Localização das redes subterrâneas antes da trituração (nós solicitamos)',
          'Toco cortado o mais baixo possível se você mesmo derrubou a árvore',
        ],
        steps: [
          {
            title: 'Localização das redes',
            detail: 'Solicitamos a localização das redes subterrâneas e verificamos a tubulação de irrigação antes de começar.',
          },
          {
            title: 'Proteção',
            detail: 'Instalamos anteparos e lonas para segurar os cavacos e proteger janelas, revestimentos e carros.',
          },
          {
            title: 'Trituração',
            detail:
              'O triturador passa de um lado para o outro até deixar o toco bem abaixo do nível, incluindo as principais raízes superficiais.',
          },
          {
            title: 'Aterro e limpeza',
            detail:
              'Os cavacos são espalhados ou levados embora e o buraco é preenchido com terra vegetal, pronto para semear ou plantar.',
          },
        ],
        importance:
          'Tocos deixados no nosso clima úmido apodrecem devagar e atraem formigas-carpinteiras, cupins e fungos da madeira que podem passar para plantas saudáveis. Eles também causam tropeços e atrapalham o corte da grama. A trituração resolve o problema em uma hora sem escavar o quintal inteiro.',
        frequency: 'Uma vez por toco, de preferência logo após a remoção da árvore.',
        benefits: [
          'Um quintal plano e utilizável de novo',
          'Nada de abrigo para formigas e fungos da madeira',
          'Chega de desviar de obstáculos ao cortar a grama',
          'Espaço pronto para grama ou um novo plantio',
        ],
        metaTitle: 'Trituração de tocos em Bellevue | Evergreen',
        metaDescription:
          'Trituração de tocos em Bellevue e Seattle. Trituramos tocos e raízes abaixo do nível do solo, limpamos e aterramos para você plantar ou colocar grama.',
        seoKeywords:
          'trituração de tocos Bellevue, remoção de tocos Seattle, triturador de tocos, remoção de raízes, toco de árvore',
      },
    },
  },
  {
    slug: 'hedge-trimming',
    category: 'tree-services',
    basePrice: 3.5,
    priceType: 'per_linear_ft',
    pricePerSqft: null,
    pricePerLinearFt: 3.5,
    durationMinutes: 180,
    demand: 'high',
    featured: false,
    sortOrder: 11,
    quoteService: 'tree-services',
    imagePrompt: 'neatly trimmed tall green laurel hedge along a garden path',
    text: {
      en: {
        name: 'Hedge Trimming',
        description:
          'Clean, even shaping of laurel, arborvitae, boxwood and privet hedges, keeping them dense, healthy and at the height you want.',
        unit: 'per linear ft',
        features: [
          'Shaping of sides and tops with straight lines',
          'Slightly tapered profile so lower branches get light',
          'Tall hedges trimmed from ladders or a lift',
          'All clippings raked out and hauled away',
        ],
        requirements: [
          "Access to both sides of the hedge, including neighbors' side if needed",
          'Agreed target height and width before trimming',
        ],
        steps: [
          {
            title: 'Hedge review',
            detail: 'We confirm the height, width and shape you want and check for bird nests in spring.',
          },
          { title: 'Ground protection', detail: 'Tarps go down along the base so clippings do not end up in beds and lawns.' },
          { title: 'Trimming', detail: 'Sides are cut with a slight taper and tops are trimmed level along a string line.' },
          {
            title: 'Clean-up',
            detail: 'Clippings are raked out of the hedge interior and hauled away for green-waste recycling.',
          },
        ],
        importance:
          'Fast-growing Northwest hedges like English laurel and arborvitae can put on two feet a year in our mild, wet climate. Left alone, they get leggy, bare at the bottom and too tall to manage. Regular trimming keeps them dense for privacy and prevents the need for harsh, expensive renovation cuts.',
        frequency:
          'Two to three times a year for fast growers like laurel and privet, and once or twice a year for boxwood and arborvitae.',
        benefits: [
          'Dense, full privacy screens',
          'Crisp, formal lines that frame the yard',
          'Hedges kept at a manageable height',
          'Healthy foliage right down to the ground',
        ],
        metaTitle: 'Hedge Trimming in Bellevue & Seattle | Evergreen',
        metaDescription:
          'Hedge trimming in Bellevue and Seattle for laurel, arborvitae, boxwood and privet. Clean lines, dense privacy screens and complete clean-up.',
        seoKeywords:
          'hedge trimming Bellevue, hedge trimming Seattle, laurel hedge pruning, arborvitae trimming, boxwood shaping, privacy hedge',
      },
      es: {
        name: 'Recorte de setos',
        description:
          'Modelado limpio y parejo de setos de laurel, tuya, boj y ligustro, para mantenerlos densos, sanos y a la altura que deseas.',
        unit: 'por pie lineal',
        features: [
          'Modelado de laterales y parte superior con líneas rectas',
          'Perfil levemente cónico para que las ramas bajas reciban luz',
          'Setos altos recortados desde escaleras o plataforma',
          'Recortes rastrillados y retirados en su totalidad',
        ],
        requirements: [
          'Acceso a ambos lados del seto, incluido el del vecino si hace falta',
          'Altura y ancho deseados acordados antes del recorte',
        ],
        steps: [
          {
            title: 'Revisión del seto',
            detail: 'Confirmamos la altura, el ancho y la forma que quieres y, en primavera, revisamos si hay nidos.',
          },
          {
            title: 'Protección del suelo',
            detail: 'Extendemos lonas a lo largo de la base para que los recortes no caigan en canteros ni en el césped.',
          },
          {
            title: 'Recorte',
            detail: 'Cortamos los laterales con una leve inclinación y nivelamos la parte superior siguiendo un hilo guía.',
          },
          {
            title: 'Limpieza',
            detail: 'Sacamos los recortes del interior del seto y los llevamos a reciclaje de residuos verdes.',
          },
        ],
        importance:
          'Los setos de crecimiento rápido del noroeste, como el laurel inglés y la tuya, pueden crecer dos pies al año en nuestro clima templado y húmedo. Si se descuidan, se ahílan, quedan pelados abajo y demasiado altos para manejarlos. El recorte regular los mantiene tupidos para dar privacidad y evita podas de renovación drásticas y costosas.',
        frequency:
          'Dos o tres veces al año para especies rápidas como laurel y ligustro, y una o dos veces al año para boj y tuya.',
        benefits: [
          'Pantallas de privacidad densas y completas',
          'Líneas nítidas y formales que enmarcan el jardín',
          'Setos a una altura manejable',
          'Follaje sano hasta el suelo',
        ],
        metaTitle: 'Recorte de setos en Bellevue y Seattle | Evergreen',
        metaDescription:
          'Recorte de setos de laurel, tuya, boj y ligustro en Bellevue y Seattle. Líneas limpias, pantallas de privacidad densas y limpieza completa del lugar.',
        seoKeywords:
          'recorte de setos Bellevue, poda de setos Seattle, seto de laurel, poda de tuyas, modelado de boj, seto de privacidad',
      },
      pt: {
        name: 'Poda de cercas vivas',
        description:
          'Modelagem limpa e uniforme de cercas vivas de louro, tuia, buxinho e alfeneiro, mantendo-as densas, saudáveis e na altura que você deseja.',
        unit: 'por pé linear',
        features: [
          'Modelagem das laterais e do topo em linhas retas',
          'Perfil levemente afunilado para os galhos de baixo receberem luz',
          'Cercas vivas altas podadas com escada ou plataforma',
          'Aparas rasteladas e levadas embora',
        ],
        requirements: [
          'Acesso aos dois lados da cerca viva, inclusive o lado do vizinho se preciso',
          'Altura e largura desejadas combinadas antes da poda',
        ],
        steps: [
          {
            title: 'Avaliação da cerca viva',
            detail: 'Confirmamos a altura, a largura e o formato que você quer e, na primavera, verificamos se há ninhos.',
          },
          {
            title: 'Proteção do chão',
            detail: 'Estendemos lonas ao longo da base para que as aparas não caiam nos canteiros e no gramado.',
          },
          { title: 'Poda', detail: 'As laterais são cortadas com leve inclinação e o topo é nivelado seguindo uma linha-guia.' },
          {
            title: 'Limpeza',
            detail: 'Retiramos as aparas do interior da cerca viva e as levamos para a reciclagem de resíduos verdes.',
          },
        ],
        importance:
          'Cercas vivas de crescimento rápido no noroeste, como o louro-inglês e a tuia, podem crescer dois pés por ano no nosso clima ameno e úmido. Sem cuidado, ficam estioladas, peladas embaixo e altas demais para manejar. A poda regular as mantém fechadas para dar privacidade e evita podas drásticas e caras de renovação.',
        frequency:
          'Duas a três vezes por ano para espécies rápidas como louro e alfeneiro, e uma ou duas vezes por ano para buxinho e tuia.',
        benefits: [
          'Barreiras de privacidade densas e cheias',
          'Linhas nítidas e formais que emolduram o quintal',
          'Cercas vivas em altura fácil de manter',
          'Folhagem saudável até o chão',
        ],
        metaTitle: 'Poda de cerca viva em Bellevue | Evergreen',
        metaDescription:
          'Poda de cercas vivas de louro, tuia, buxinho e alfeneiro em Bellevue e Seattle. Linhas limpas, barreiras de privacidade densas e limpeza completa.',
        seoKeywords:
          'poda de cerca viva Bellevue, poda de cerca viva Seattle, cerca viva de louro, poda de tuia, topiaria de buxinho, cerca viva de privacidade',
      },
    },
  },
  // ──────────────────────────── Irrigation ─────────────────────────────
  {
    slug: 'sprinkler-installation',
    category: 'irrigation',
    basePrice: 950,
    priceType: 'per_unit',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 960,
    demand: 'medium',
    featured: true,
    sortOrder: 12,
    quoteService: 'irrigation',
    imagePrompt: 'pop-up sprinkler spraying water over a green lawn in the sun',
    text: {
      en: {
        name: 'Sprinkler System Installation',
        description:
          'Automatic in-ground sprinkler systems designed zone by zone for your lawn and beds, with a smart controller that skips watering when it rains.',
        unit: 'per zone',
        features: [
          'Custom zone layout for lawn, beds and slopes',
          'Pop-up rotors and sprays with matched precipitation',
          'Wi-Fi smart controller with rain skip',
          'Backflow preventer installed to code',
        ],
        requirements: [
          'An accessible water supply and an outdoor outlet for the controller',
          'Underground utility locate before trenching (we request it)',
        ],
        steps: [
          {
            title: 'Water and site survey',
            detail: 'We test your water pressure and flow, measure the yard and map sun and shade areas.',
          },
          {
            title: 'System design',
            detail: 'Zones are laid out so lawns, shrubs and shady areas each get exactly the water they need.',
          },
          {
            title: 'Installation',
            detail:
              'A pipe puller installs lines with minimal lawn disturbance, then we set heads, valves and the backflow device.',
          },
          {
            title: 'Testing and tuning',
            detail: 'Every zone is run, heads are adjusted for head-to-head coverage and overspray onto pavement is eliminated.',
          },
          {
            title: 'Controller setup',
            detail: 'We program the smart controller, link it to your phone and show you how to adjust it.',
          },
        ],
        importance:
          'Seattle summers are surprisingly dry, with little rain from July through September, and hand-watering rarely reaches the whole yard evenly. A well-designed automatic system waters deeply at dawn, when less is lost to evaporation, and keeps your lawn and plants alive through the driest weeks.',
        frequency: 'A one-time installation, followed by a spring start-up and fall winterization every year.',
        benefits: [
          'A green lawn through dry summers',
          'Lower water bills than hand-watering',
          'No more dragging hoses around the yard',
          'Watering you can control from your phone',
        ],
        metaTitle: 'Sprinkler Installation Bellevue & Seattle | Evergreen',
        metaDescription:
          'Automatic sprinkler system installation in Bellevue and Seattle. Custom zones, smart controllers and efficient heads that keep lawns green all summer.',
        seoKeywords:
          'sprinkler installation Bellevue, sprinkler system Seattle, irrigation installation, lawn sprinkler system, smart irrigation controller',
      },
      es: {
        name: 'Instalación de sistemas de aspersores',
        description:
          'Sistemas de riego automático enterrados, diseñados zona por zona para tu césped y canteros, con un controlador inteligente que omite el riego cuando llueve.',
        unit: 'por zona',
        features: [
          'Distribución de zonas a medida para césped, canteros y pendientes',
          'Rotores y difusores emergentes con caudal equilibrado',
          'Controlador inteligente Wi-Fi con pausa por lluvia',
          'Válvula antirretorno instalada según el código',
        ],
        requirements: [
          'Una toma de agua accesible y un enchufe exterior para el controlador',
          'Localización de servicios subterráneos antes de zanjear (nosotros la solicitamos)',
        ],
        steps: [
          {
            title: 'Estudio del agua y del terreno',
            detail: 'Medimos la presión y el caudal de agua, el tamaño del jardín y las zonas de sol y sombra.',
          },
          {
            title: 'Diseño del sistema',
            detail:
              'Distribuimos las zonas para que el césped, los arbustos y las áreas de sombra reciban exactamente el agua que necesitan.',
          },
          {
            title: 'Instalación',
            detail:
              'Una máquina tiratubos coloca las tuberías alterando mínimamente el césped; luego instalamos aspersores, válvulas y el antirretorno.',
          },
          {
            title: 'Pruebas y ajustes',
            detail:
              'Probamos cada zona, ajustamos los aspersores para una cobertura completa y eliminamos el rociado sobre el pavimento.',
          },
          {
            title: 'Configuración del controlador',
            detail: 'Programamos el controlador inteligente, lo vinculamos a tu teléfono y te enseñamos a ajustarlo.',
          },
        ],
        importance:
          'Los veranos de Seattle son sorprendentemente secos, con poca lluvia de julio a septiembre, y el riego a mano rara vez llega a todo el jardín de forma pareja. Un sistema automático bien diseñado riega a fondo al amanecer, cuando se pierde menos por evaporación, y mantiene vivos el césped y las plantas en las semanas más secas.',
        frequency:
          'Instalación única, seguida cada año de una puesta en marcha en primavera y una preparación para el invierno en otoño.',
        benefits: [
          'Césped verde durante los veranos secos',
          'Facturas de agua más bajas que con riego manual',
          'Se acabó arrastrar mangueras por el jardín',
          'Riego que puedes controlar desde tu teléfono',
        ],
        metaTitle: 'Sistemas de aspersores en Bellevue | Evergreen',
        metaDescription:
          'Instalación de riego automático por aspersión en Bellevue y Seattle. Zonas a medida, controladores inteligentes y aspersores eficientes todo el verano.',
        seoKeywords:
          'instalación de aspersores Bellevue, sistema de riego Seattle, riego automático, aspersores para césped, controlador de riego inteligente',
      },
      pt: {
        name: 'Instalação de sistema de aspersores',
        description:
          'Sistemas de irrigação automática enterrados, projetados zona por zona para seu gramado e canteiros, com controlador inteligente que pula a rega quando chove.',
        unit: 'por zona',
        features: [
          'Divisão de zonas sob medida para gramado, canteiros e encostas',
          'Rotores e difusores escamoteáveis com vazão equilibrada',
          'Controlador inteligente Wi-Fi com pausa por chuva',
          'Válvula antirrefluxo instalada conforme o código',
        ],
        requirements: [
          'Ponto de água acessível e tomada externa para o controlador',
          'Localização das redes subterrâneas antes das valas (nós solicitamos)',
        ],
        steps: [
          {
            title: 'Estudo da água e do terreno',
            detail: 'Medimos a pressão e a vazão da água, o tamanho do quintal e as áreas de sol e sombra.',
          },
          {
            title: 'Projeto do sistema',
            detail:
              'As zonas são divididas para que gramado, arbustos e áreas sombreadas recebam exatamente a água de que precisam.',
          },
          {
            title: 'Instalação',
            detail:
              'Uma máquina puxadora de tubos instala a tubulação mexendo o mínimo no gramado; depois colocamos aspersores, válvulas e o antirrefluxo.',
          },
          {
            title: 'Testes e ajustes',
            detail:
              'Testamos cada zona, ajustamos os aspersores para cobertura total e eliminamos o respingo sobre o calçamento.',
          },
          {
            title: 'Configuração do controlador',
            detail: 'Programamos o controlador inteligente, conectamos ao seu celular e mostramos como ajustá-lo.',
          },
        ],
        importance:
          'Os verões de Seattle são surpreendentemente secos, com pouca chuva de julho a setembro, e a rega com mangueira raramente alcança o quintal todo por igual. Um sistema automático bem projetado rega a fundo ao amanhecer, quando se perde menos água por evaporação, e mantém gramado e plantas vivos nas semanas mais secas.',
        frequency: 'Instalação única, seguida todo ano de uma ativação na primavera e da preparação para o inverno no outono.',
        benefits: [
          'Gramado verde nos verões secos',
          'Conta de água menor que com rega manual',
          'Chega de arrastar mangueira pelo quintal',
          'Rega controlada pelo celular',
        ],
        metaTitle: 'Sistema de aspersores em Bellevue | Evergreen',
        metaDescription:
          'Instalação de irrigação automática por aspersão em Bellevue e Seattle. Zonas sob medida, controlador inteligente e aspersores eficientes no verão todo.',
        seoKeywords:
          'instalação de aspersores Bellevue, sistema de irrigação Seattle, irrigação automática, aspersores para gramado, controlador de irrigação inteligente',
      },
    },
  },
  {
    slug: 'drip-irrigation',
    category: 'irrigation',
    basePrice: 1.4,
    priceType: 'per_sqft',
    pricePerSqft: 1.4,
    pricePerLinearFt: null,
    durationMinutes: 360,
    demand: 'low',
    featured: false,
    sortOrder: 13,
    quoteService: 'irrigation',
    imagePrompt: 'drip irrigation tubing watering shrubs and flowers in a mulch garden bed',
    text: {
      en: {
        name: 'Drip Irrigation',
        description:
          'Low-flow drip lines that deliver water straight to the roots of shrubs, perennials and vegetable beds, cutting waste and keeping foliage dry.',
        unit: 'per sq ft',
        features: [
          'In-line emitter tubing or individual drippers',
          'Pressure regulator and filter at each zone',
          'Tubing hidden under mulch',
          'Connection to an existing or new controller',
        ],
        requirements: [
          'An existing irrigation valve or a nearby hose bib to connect to',
          'Beds planted or planned before installation',
        ],
        steps: [
          { title: 'Bed review', detail: 'We group plants by water needs and measure each bed to size the zones.' },
          {
            title: 'Supply connection',
            detail: 'A valve, filter and pressure regulator are installed at the head of each drip zone.',
          },
          {
            title: 'Laying the lines',
            detail:
              'Emitter tubing is snaked through the beds and pinned down, with drippers added for larger shrubs and containers.',
          },
          {
            title: 'Flush and test',
            detail: 'We flush the lines, check every emitter and adjust the run times on your controller.',
          },
        ],
        importance:
          'Sprinklers lose a lot of water to wind, evaporation and runoff, and wet leaves invite the fungal diseases that are common in the Northwest. Drip irrigation puts water exactly where roots can use it, which matters more every year as Seattle-area summers get hotter and drier.',
        frequency:
          'A one-time installation; we recommend an emitter check each spring, usually combined with your sprinkler start-up.',
        benefits: [
          'Up to 50 percent less water than spray heads',
          'Healthier plants with fewer leaf diseases',
          'Fewer weeds between plants',
          'Discreet tubing hidden under mulch',
        ],
        metaTitle: 'Drip Irrigation in Bellevue & Seattle | Evergreen',
        metaDescription:
          'Drip irrigation for garden beds, shrubs and vegetables in Bellevue and Seattle. Water-wise systems that feed roots directly and cut summer water use.',
        seoKeywords:
          'drip irrigation Bellevue, drip system Seattle, garden drip irrigation, water-wise irrigation, raised bed drip, shrub watering system',
      },
      es: {
        name: 'Riego por goteo',
        description:
          'Líneas de goteo de bajo caudal que llevan el agua directamente a las raíces de arbustos, perennes y huertos, reduciendo el desperdicio y manteniendo el follaje seco.',
        unit: 'por pie cuadrado',
        features: [
          'Tubería con goteros integrados o goteros individuales',
          'Regulador de presión y filtro en cada zona',
          'Tubería oculta bajo el mantillo',
          'Conexión a un controlador existente o nuevo',
        ],
        requirements: [
          'Una válvula de riego existente o una llave de manguera cercana para conectarse',
          'Canteros plantados o planificados antes de la instalación',
        ],
        steps: [
          {
            title: 'Revisión de canteros',
            detail: 'Agrupamos las plantas según sus necesidades de agua y medimos cada cantero para dimensionar las zonas.',
          },
          {
            title: 'Conexión al suministro',
            detail: 'Instalamos una válvula, un filtro y un regulador de presión al inicio de cada zona de goteo.',
          },
          {
            title: 'Tendido de líneas',
            detail:
              'Tendemos la tubería con goteros por los canteros y la fijamos al suelo, agregando goteros para arbustos grandes y macetas.',
          },
          {
            title: 'Purga y prueba',
            detail: 'Purgamos las líneas, revisamos cada gotero y ajustamos los tiempos de riego en tu controlador.',
          },
        ],
        importance:
          'Los aspersores pierden mucha agua por el viento, la evaporación y la escorrentía, y las hojas mojadas favorecen las enfermedades por hongos tan comunes en el noroeste. El riego por goteo pone el agua justo donde las raíces la aprovechan, algo cada vez más importante a medida que los veranos del área de Seattle se vuelven más cálidos y secos.',
        frequency:
          'Instalación única; recomendamos revisar los goteros cada primavera, normalmente junto con la puesta en marcha de los aspersores.',
        benefits: [
          'Hasta un 50 por ciento menos de agua que los difusores',
          'Plantas más sanas con menos enfermedades en las hojas',
          'Menos malezas entre las plantas',
          'Tubería discreta oculta bajo el mantillo',
        ],
        metaTitle: 'Riego por goteo en Bellevue y Seattle | Evergreen',
        metaDescription:
          'Riego por goteo para canteros, arbustos y huertos en Bellevue y Seattle. Sistemas eficientes que riegan la raíz y reducen el consumo de agua en verano.',
        seoKeywords: 'riego por goteo Bellevue, sistema de goteo Seattle, riego de huerto, riego eficiente, goteo para arbustos',
      },
      pt: {
        name: 'Irrigação por gotejamento',
        description:
          'Linhas de gotejamento de baixa vazão que levam a água direto às raízes de arbustos, perenes e hortas, reduzindo o desperdício e mantendo a folhagem seca.',
        unit: 'por pé quadrado',
        features: [
          'Tubo gotejador integrado ou gotejadores individuais',
          'Regulador de pressão e filtro em cada zona',
          'Tubulação escondida sob a cobertura',
          'Ligação a um controlador existente ou novo',
        ],
        requirements: [
          'Uma válvula de irrigação existente ou uma torneira próxima para a ligação',
          'Canteiros plantados ou planejados antes da instalação',
        ],
        steps: [
          {
            title: 'Avaliação dos canteiros',
            detail: 'Agrupamos as plantas conforme a necessidade de água e medimos cada canteiro para dimensionar as zonas.',
          },
          {
            title: 'Ligação à rede',
            detail: 'Instalamos válvula, filtro e regulador de pressão no início de cada zona de gotejamento.',
          },
          {
            title: 'Instalação das linhas',
            detail:
              'O tubo gotejador é distribuído pelos canteiros e fixado no solo, com gotejadores extras para arbustos grandes e vasos.',
          },
          {
            title: 'Lavagem e teste',
            detail: 'Lavamos as linhas, conferimos cada gotejador e ajustamos os tempos de rega no controlador.',
          },
        ],
        importance:
          'Os aspersores perdem muita água com vento, evaporação e escoamento, e folhas molhadas favorecem as doenças fúngicas tão comuns no noroeste. O gotejamento coloca a água exatamente onde as raízes conseguem usá-la, o que importa mais a cada ano com verões cada vez mais quentes e secos na região de Seattle.',
        frequency:
          'Instalação única; recomendamos uma revisão dos gotejadores a cada primavera, geralmente junto com a ativação dos aspersores.',
        benefits: [
          'Até 50 por cento menos água que os difusores',
          'Plantas mais saudáveis e com menos doenças nas folhas',
          'Menos ervas daninhas entre as plantas',
          'Tubulação discreta escondida sob a cobertura',
        ],
        metaTitle: 'Gotejamento em Bellevue e Seattle | Evergreen',
        metaDescription:
          'Irrigação por gotejamento para canteiros, arbustos e hortas em Bellevue e Seattle. Sistemas econômicos que regam a raiz e reduzem o gasto de água.',
        seoKeywords:
          'irrigação por gotejamento Bellevue, gotejamento Seattle, irrigação de horta, irrigação econômica, gotejamento para arbustos',
      },
    },
  },
  {
    slug: 'irrigation-repair',
    category: 'irrigation',
    basePrice: 95,
    priceType: 'hourly',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 90,
    demand: 'medium',
    featured: false,
    sortOrder: 14,
    quoteService: 'irrigation',
    imagePrompt: 'technician with tools repairing a broken sprinkler head in a wet lawn',
    text: {
      en: {
        name: 'Sprinkler Repair & Spring Start-Up',
        description:
          'Fast diagnosis and repair of broken heads, leaking valves, dead zones and controller faults, plus a full spring start-up and system audit.',
        unit: 'per hour',
        features: [
          'Broken heads, nozzles and fittings replaced',
          'Valve and wiring troubleshooting',
          'Leak detection for soggy spots and high water bills',
          'Coverage audit and controller reprogramming',
        ],
        requirements: [
          'Access to the controller, backflow device and valve boxes',
          'Main irrigation shut-off located or accessible',
        ],
        steps: [
          {
            title: 'System check',
            detail: 'We turn the water on slowly, run every zone and note broken heads, leaks and weak pressure.',
          },
          {
            title: 'Diagnosis',
            detail: 'Electrical faults are traced with a meter and valves are opened to find worn diaphragms or debris.',
          },
          {
            title: 'Repairs',
            detail: 'Damaged parts are replaced on the spot from our truck stock, using matching brands where possible.',
          },
          {
            title: 'Tune-up',
            detail: 'Heads are raised, straightened and re-aimed, and the controller schedule is set for the season.',
          },
        ],
        importance:
          'Freeze damage, mower strikes and tree roots take a toll on sprinkler systems over the winter. A single broken head can waste hundreds of gallons a week while leaving part of your lawn to brown out in July. Catching problems in spring saves water, money and your landscape.',
        frequency:
          'A start-up and check every April or May, with repair visits whenever you notice dry spots, pooling water or a zone that will not run.',
        benefits: [
          'Problems found before summer heat',
          'Lower water bills with no hidden leaks',
          'Even coverage with no brown patches',
          'Fully stocked trucks for same-visit repairs',
        ],
        metaTitle: 'Sprinkler Repair in Bellevue & Seattle | Evergreen',
        metaDescription:
          'Sprinkler repair and spring start-up in Bellevue and Seattle. We fix broken heads, leaking valves and controller faults fast, often on the first visit.',
        seoKeywords:
          'sprinkler repair Bellevue, irrigation repair Seattle, sprinkler start-up, broken sprinkler head, irrigation leak, sprinkler valve repair',
      },
      es: {
        name: 'Reparación y puesta en marcha de aspersores',
        description:
          'Diagnóstico y reparación rápidos de aspersores rotos, válvulas con fugas, zonas que no funcionan y fallas del controlador, además de una puesta en marcha primaveral con auditoría completa.',
        unit: 'por hora',
        features: [
          'Reemplazo de aspersores, boquillas y accesorios rotos',
          'Diagnóstico de válvulas y cableado',
          'Detección de fugas en zonas encharcadas o con facturas altas',
          'Auditoría de cobertura y reprogramación del controlador',
        ],
        requirements: [
          'Acceso al controlador, a la válvula antirretorno y a las cajas de válvulas',
          'Llave de paso principal del riego ubicada o accesible',
        ],
        steps: [
          {
            title: 'Revisión del sistema',
            detail: 'Abrimos el agua lentamente, hacemos funcionar cada zona y anotamos aspersores rotos, fugas y baja presión.',
          },
          {
            title: 'Diagnóstico',
            detail:
              'Rastreamos las fallas eléctricas con un multímetro y abrimos las válvulas para encontrar diafragmas gastados o suciedad.',
          },
          {
            title: 'Reparaciones',
            detail:
              'Cambiamos en el momento las piezas dañadas con el inventario de nuestro camión, usando la misma marca siempre que sea posible.',
          },
          {
            title: 'Ajuste final',
            detail: 'Elevamos, enderezamos y reorientamos los aspersores y dejamos programado el controlador para la temporada.',
          },
        ],
        importance:
          'Las heladas, los golpes de la podadora y las raíces de los árboles desgastan el sistema de riego durante el invierno. Un solo aspersor roto puede desperdiciar cientos de galones por semana y, al mismo tiempo, dejar que parte del césped se seque en julio. Detectar los problemas en primavera ahorra agua, dinero y tu jardín.',
        frequency:
          'Una puesta en marcha y revisión cada abril o mayo, con visitas de reparación cuando notes zonas secas, charcos o una zona que no enciende.',
        benefits: [
          'Problemas detectados antes del calor del verano',
          'Facturas de agua más bajas y sin fugas ocultas',
          'Cobertura pareja sin manchas marrones',
          'Camiones bien equipados para reparar en la misma visita',
        ],
        metaTitle: 'Reparación de aspersores en Bellevue | Evergreen',
        metaDescription:
          'Reparación de aspersores y puesta en marcha en Bellevue y Seattle. Arreglamos aspersores rotos, válvulas con fugas y controladores, casi siempre en una visita.',
        seoKeywords:
          'reparación de aspersores Bellevue, reparación de riego Seattle, puesta en marcha del riego, aspersor roto, fuga de riego',
      },
      pt: {
        name: 'Reparo e ativação de aspersores',
        description:
          'Diagnóstico e reparo rápidos de aspersores quebrados, válvulas vazando, zonas paradas e falhas do controlador, além da ativação de primavera com revisão completa.',
        unit: 'por hora',
        features: [
          'Troca de aspersores, bicos e conexões quebrados',
          'Diagnóstico de válvulas e fiação',
          'Detecção de vazamentos em áreas encharcadas ou contas altas',
          'Revisão da cobertura e reprogramação do controlador',
        ],
        requirements: [
          'Acesso ao controlador, à válvula antirrefluxo e às caixas de válvulas',
          'Registro geral da irrigação localizado ou acessível',
        ],
        steps: [
          {
            title: 'Verificação do sistema',
            detail: 'Abrimos a água devagar, acionamos cada zona e anotamos aspersores quebrados, vazamentos e pressão fraca.',
          },
          {
            title: 'Diagnóstico',
            detail:
              'Rastreamos as falhas elétricas com multímetro e abrimos as válvulas para encontrar diafragmas gastos ou sujeira.',
          },
          {
            title: 'Reparos',
            detail:
              'As peças danificadas são trocadas na hora com o estoque do nosso caminhão, usando a mesma marca sempre que possível.',
          },
          {
            title: 'Ajuste final',
            detail: 'Erguemos, endireitamos e reapontamos os aspersores e deixamos o controlador programado para a temporada.',
          },
        ],
        importance:
          'Geadas, batidas do cortador e raízes de árvores desgastam o sistema de irrigação durante o inverno. Um único aspersor quebrado pode desperdiçar centenas de galões por semana e ainda deixar parte do gramado secar em julho. Encontrar os problemas na primavera economiza água, dinheiro e o seu jardim.',
        frequency:
          'Uma ativação e revisão todo abril ou maio, com visitas de reparo sempre que notar áreas secas, poças ou uma zona que não liga.',
        benefits: [
          'Problemas resolvidos antes do calor do verão',
          'Conta de água menor, sem vazamentos ocultos',
          'Cobertura uniforme, sem manchas marrons',
          'Caminhões bem abastecidos para reparar na mesma visita',
        ],
        metaTitle: 'Reparo de aspersores em Bellevue | Evergreen',
        metaDescription:
          'Reparo de aspersores e ativação de primavera em Bellevue e Seattle. Consertamos aspersores quebrados, válvulas e controladores, quase sempre na hora.',
        seoKeywords:
          'reparo de aspersores Bellevue, conserto de irrigação Seattle, ativação da irrigação, aspersor quebrado, vazamento na irrigação',
      },
    },
  },
  {
    slug: 'irrigation-winterization',
    category: 'irrigation',
    basePrice: 95,
    priceType: 'fixed',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 45,
    demand: 'high',
    featured: false,
    sortOrder: 15,
    quoteService: 'irrigation',
    imagePrompt: 'air compressor hose connected to a sprinkler valve box on an autumn lawn',
    text: {
      en: {
        name: 'Sprinkler Winterization',
        description:
          'A compressed-air blowout that clears every drop of water from your sprinkler lines before the first hard freeze, preventing cracked pipes and costly spring repairs.',
        unit: 'per visit',
        features: [
          'Zone-by-zone compressed-air blowout',
          'Backflow device drained and insulated',
          'Controller switched to rain or off mode',
          'Written note of any issues for spring',
        ],
        requirements: [
          'Access to the irrigation shut-off valve and backflow device',
          'Controller reachable, indoors or in the garage',
        ],
        steps: [
          { title: 'Shut-off', detail: 'We close the main irrigation valve and relieve pressure in the system.' },
          {
            title: 'Blowout',
            detail: 'A tow-behind compressor pushes air through each zone at a safe pressure until only dry mist comes out.',
          },
          {
            title: 'Backflow care',
            detail:
              'The backflow device is drained, its test cocks set half-open and the assembly wrapped with an insulated cover.',
          },
          {
            title: 'Controller and report',
            detail: 'We set the controller for winter and note any heads or valves that need attention at start-up.',
          },
        ],
        importance:
          'Western Washington usually sees several hard freezes between November and February, and water trapped in sprinkler pipes expands and splits fittings and backflow devices. A few minutes of blowout now avoids hundreds of dollars of repairs and a flooded yard when the system is switched back on.',
        frequency: 'Once a year in October or early November, before the first forecast freeze.',
        benefits: [
          'No cracked pipes or split backflow devices',
          'Protection of your sprinkler investment',
          'A smooth, trouble-free spring start-up',
          'Guaranteed booking before the first freeze',
        ],
        metaTitle: 'Sprinkler Winterization Bellevue | Evergreen',
        metaDescription:
          'Sprinkler blowout and winterization in Bellevue and Seattle. Protect pipes and backflow devices from freeze damage before the first hard frost hits.',
        seoKeywords:
          'sprinkler winterization Bellevue, sprinkler blowout Seattle, irrigation winterizing, backflow freeze protection, fall sprinkler shutdown',
      },
      es: {
        name: 'Preparación del riego para el invierno',
        description:
          'Un soplado con aire comprimido que elimina hasta la última gota de agua de las tuberías de riego antes de la primera helada fuerte, evitando tubos rotos y reparaciones costosas en primavera.',
        unit: 'por visita',
        features: [
          'Soplado con aire comprimido zona por zona',
          'Válvula antirretorno drenada y aislada',
          'Controlador en modo lluvia o apagado',
          'Nota escrita de cualquier problema para la primavera',
        ],
        requirements: [
          'Acceso a la llave de paso del riego y a la válvula antirretorno',
          'Controlador accesible, dentro de casa o en el garaje',
        ],
        steps: [
          { title: 'Cierre', detail: 'Cerramos la válvula principal del riego y liberamos la presión del sistema.' },
          {
            title: 'Soplado',
            detail: 'Un compresor remolcable impulsa aire por cada zona a presión segura hasta que solo sale una neblina seca.',
          },
          {
            title: 'Cuidado del antirretorno',
            detail:
              'Drenamos la válvula antirretorno, dejamos sus llaves de prueba entreabiertas y la cubrimos con una funda aislante.',
          },
          {
            title: 'Controlador e informe',
            detail:
              'Dejamos el controlador en modo invierno y anotamos los aspersores o válvulas que necesitarán atención al reactivar.',
          },
        ],
        importance:
          'El oeste de Washington suele tener varias heladas fuertes entre noviembre y febrero, y el agua atrapada en las tuberías del riego se expande y rompe accesorios y válvulas antirretorno. Unos minutos de soplado ahora evitan cientos de dólares en reparaciones y un jardín inundado al volver a encender el sistema.',
        frequency: 'Una vez al año, en octubre o a inicios de noviembre, antes de la primera helada pronosticada.',
        benefits: [
          'Sin tuberías ni válvulas antirretorno rotas',
          'Protección de tu inversión en riego',
          'Una puesta en marcha primaveral sin problemas',
          'Cita garantizada antes de la primera helada',
        ],
        metaTitle: 'Riego listo para el invierno Bellevue | Evergreen',
        metaDescription:
          'Soplado y preparación invernal del riego en Bellevue y Seattle. Protege tuberías y válvulas antirretorno de las heladas antes de la primera escarcha.',
        seoKeywords:
          'preparación invernal del riego Bellevue, soplado de aspersores Seattle, invernar el riego, protección contra heladas, cierre del riego en otoño',
      },
      pt: {
        name: 'Preparação da irrigação para o inverno',
        description:
          'Uma purga com ar comprimido que retira até a última gota de água da tubulação dos aspersores antes da primeira geada forte, evitando canos rachados e reparos caros na primavera.',
        unit: 'por visita',
        features: [
          'Purga com ar comprimido zona por zona',
          'Válvula antirrefluxo drenada e isolada',
          'Controlador em modo chuva ou desligado',
          'Anotação por escrito de qualquer problema para a primavera',
        ],
        requirements: [
          'Acesso ao registro da irrigação e à válvula antirrefluxo',
          'Controlador acessível, dentro de casa ou na garagem',
        ],
        steps: [
          { title: 'Fechamento', detail: 'Fechamos o registro geral da irrigação e aliviamos a pressão do sistema.' },
          {
            title: 'Purga',
            detail: 'Um compressor rebocável empurra ar por cada zona a uma pressão segura até sair apenas uma névoa seca.',
          },
          {
            title: 'Cuidado com o antirrefluxo',
            detail:
              'A válvula antirrefluxo é drenada, seus registros de teste ficam entreabertos e o conjunto recebe uma capa isolante.',
          },
          {
            title: 'Controlador e relatório',
            detail:
              'Deixamos o controlador no modo inverno e anotamos aspersores ou válvulas que precisarão de atenção na ativação.',
          },
        ],
        importance:
          'O oeste de Washington costuma ter várias geadas fortes entre novembro e fevereiro, e a água presa na tubulação dos aspersores se expande e racha conexões e válvulas antirrefluxo. Alguns minutos de purga agora evitam centenas de dólares em reparos e um quintal alagado quando o sistema for religado.',
        frequency: 'Uma vez por ano, em outubro ou no início de novembro, antes da primeira geada prevista.',
        benefits: [
          'Nenhum cano ou válvula antirrefluxo rachado',
          'Proteção do seu investimento em irrigação',
          'Ativação de primavera tranquila e sem problemas',
          'Agendamento garantido antes da primeira geada',
        ],
        metaTitle: 'Irrigação pronta para o inverno | Evergreen',
        metaDescription:
          'Purga e preparação da irrigação para o inverno em Bellevue e Seattle. Proteja canos e válvulas antirrefluxo contra danos antes da primeira geada.',
        seoKeywords:
          'preparação da irrigação para o inverno Bellevue, purga de aspersores Seattle, proteção contra geada, desligamento da irrigação no outono',
      },
    },
  },
  // ──────────────────────────── Hardscaping ────────────────────────────
  {
    slug: 'patio-installation',
    category: 'hardscaping',
    basePrice: 24,
    priceType: 'per_sqft',
    pricePerSqft: 24,
    pricePerLinearFt: null,
    durationMinutes: 1440,
    demand: 'medium',
    featured: true,
    sortOrder: 16,
    quoteService: 'hardscaping',
    imagePrompt: 'stone paver patio with wood chairs and potted flowers behind a house',
    text: {
      en: {
        name: 'Patio Installation',
        description:
          'Paver, natural stone and concrete patios built on a properly compacted, well-drained base, so they stay level through years of Northwest rain.',
        unit: 'per sq ft',
        features: [
          'Concrete pavers, flagstone or porcelain options',
          'Excavation and 6 to 8 inch compacted gravel base',
          'Built-in slope and drainage away from the house',
          'Polymeric sand joints that resist weeds and moss',
        ],
        requirements: [
          'Material and layout approved before excavation',
          'Access for a compact excavator or skid steer',
          'A building permit for covered patios or large grade changes (we advise)',
        ],
        steps: [
          {
            title: 'Design and layout',
            detail: 'We help you choose the size, shape and material, then mark the outline on site and confirm grades.',
          },
          {
            title: 'Excavation',
            detail: 'Soil is dug out to the required depth and hauled away, and fabric is laid over the clay subgrade.',
          },
          {
            title: 'Base preparation',
            detail: 'Crushed gravel is placed in lifts and compacted with a plate compactor, sloped for drainage.',
          },
          {
            title: 'Laying the surface',
            detail:
              'Pavers or stone are set on a screeded bedding layer, cut precisely at the edges and locked in with edge restraints.',
          },
          {
            title: 'Joints and finish',
            detail: 'Polymeric sand is swept into the joints and activated, and the site is cleaned up for you to enjoy.',
          },
        ],
        importance:
          'A patio extends your living space into the garden, but in our wet climate it is only as good as what lies beneath it. Clay soil holds water, and a thin or poorly compacted base leads to sinking pavers, puddles and heaving within a few winters. Building the base right is what makes a patio last decades.',
        frequency: 'A one-time installation; plan on a cleaning and joint sand top-up every 2 to 3 years.',
        benefits: [
          'A durable, low-maintenance outdoor room',
          'Level surfaces with no standing water',
          'Higher home value and curb appeal',
          'Usable outdoor space from spring through fall',
        ],
        metaTitle: 'Patio Installation in Bellevue & Seattle | Evergreen',
        metaDescription:
          'Paver, stone and concrete patio installation in Bellevue and Seattle, built on a compacted, well-drained base that stays level through Northwest rain.',
        seoKeywords:
          'patio installation Bellevue, paver patio Seattle, stone patio, flagstone patio, backyard patio contractor, hardscape Eastside',
      },
      es: {
        name: 'Construcción de patios',
        description:
          'Patios de adoquines, piedra natural y concreto construidos sobre una base bien compactada y con buen drenaje, para que se mantengan nivelados durante años de lluvia del noroeste.',
        unit: 'por pie cuadrado',
        features: [
          'Opciones en adoquín de concreto, laja o porcelanato',
          'Excavación y base de grava compactada de 6 a 8 pulgadas',
          'Pendiente y drenaje integrados lejos de la casa',
          'Juntas de arena polimérica que resisten malezas y musgo',
        ],
        requirements: [
          'Material y diseño aprobados antes de excavar',
          'Acceso para una miniexcavadora o minicargadora',
          'Permiso de construcción para patios techados o grandes cambios de nivel (te asesoramos)',
        ],
        steps: [
          {
            title: 'Diseño y trazado',
            detail:
              'Te ayudamos a elegir el tamaño, la forma y el material, marcamos el contorno en el lugar y confirmamos los niveles.',
          },
          {
            title: 'Excavación',
            detail: 'Excavamos a la profundidad necesaria, retiramos la tierra y colocamos geotextil sobre la base de arcilla.',
          },
          {
            title: 'Preparación de la base',
            detail:
              'Colocamos grava triturada en capas y la compactamos con una placa vibratoria, con pendiente para el drenaje.',
          },
          {
            title: 'Colocación de la superficie',
            detail:
              'Asentamos los adoquines o la piedra sobre una cama de arena nivelada, cortamos con precisión los bordes y los fijamos con restricciones laterales.',
          },
          {
            title: 'Juntas y terminación',
            detail: 'Barremos arena polimérica en las juntas, la activamos y dejamos todo limpio para que lo disfrutes.',
          },
        ],
        importance:
          'Un patio extiende tu espacio de vida hacia el jardín, pero en nuestro clima lluvioso solo es tan bueno como lo que tiene debajo. El suelo arcilloso retiene el agua, y una base delgada o mal compactada provoca adoquines hundidos, charcos y levantamientos en pocos inviernos. Construir bien la base es lo que hace que un patio dure décadas.',
        frequency: 'Instalación única; prevé una limpieza y reposición de arena en las juntas cada 2 a 3 años.',
        benefits: [
          'Un ambiente exterior duradero y de bajo mantenimiento',
          'Superficies niveladas sin agua estancada',
          'Mayor valor de la vivienda y mejor fachada',
          'Espacio exterior utilizable de primavera a otoño',
        ],
        metaTitle: 'Construcción de patios en Bellevue | Evergreen',
        metaDescription:
          'Patios de adoquín, piedra y concreto en Bellevue y Seattle, construidos sobre una base compactada y drenada que se mantiene nivelada bajo la lluvia.',
        seoKeywords:
          'construcción de patios Bellevue, patio de adoquines Seattle, patio de piedra, patio de laja, contratista de patios',
      },
      pt: {
        name: 'Construção de pátios',
        description:
          'Pátios de blocos intertravados, pedra natural e concreto construídos sobre uma base bem compactada e drenada, para continuarem nivelados por anos de chuva no noroeste.',
        unit: 'por pé quadrado',
        features: [
          'Opções em bloco de concreto, pedra laje ou porcelanato',
          'Escavação e base de brita compactada de 6 a 8 polegadas',
          'Caimento e drenagem para longe da casa',
          'Juntas de areia polimérica que resistem a ervas daninhas e musgo',
        ],
        requirements: [
          'Material e layout aprovados antes da escavação',
          'Acesso para miniescavadeira ou minicarregadeira',
          'Alvará para pátios cobertos ou grandes mudanças de nível (orientamos você)',
        ],
        steps: [
          {
            title: 'Projeto e marcação',
            detail: 'Ajudamos a escolher tamanho, formato e material, marcamos o contorno no local e confirmamos os níveis.',
          },
          {
            title: 'Escavação',
            detail: 'Escavamos até a profundidade necessária, retiramos a terra e aplicamos manta geotêxtil sobre a argila.',
          },
          {
            title: 'Preparo da base',
            detail: 'A brita é colocada em camadas e compactada com placa vibratória, com caimento para a drenagem.',
          },
          {
            title: 'Assentamento',
            detail:
              'Os blocos ou pedras são assentados sobre uma camada de areia nivelada, cortados com precisão nas bordas e travados com contenções laterais.',
          },
          {
            title: 'Juntas e acabamento',
            detail: 'Varremos areia polimérica para as juntas, ativamos e deixamos tudo limpo para você aproveitar.',
          },
        ],
        importance:
          'Um pátio leva a sua área de convívio para o jardim, mas no nosso clima chuvoso ele só é tão bom quanto o que está por baixo. O solo argiloso retém água, e uma base fina ou mal compactada causa blocos afundados, poças e estufamentos em poucos invernos. Fazer a base do jeito certo é o que faz um pátio durar décadas.',
        frequency: 'Instalação única; preveja uma limpeza e reposição da areia das juntas a cada 2 a 3 anos.',
        benefits: [
          'Um ambiente externo durável e de pouca manutenção',
          'Piso nivelado, sem água parada',
          'Imóvel mais valorizado e fachada mais bonita',
          'Área externa utilizável da primavera ao outono',
        ],
        metaTitle: 'Construção de pátios em Bellevue | Evergreen',
        metaDescription:
          'Pátios de blocos, pedra e concreto em Bellevue e Seattle, construídos sobre base compactada e drenada que continua nivelada mesmo com muita chuva.',
        seoKeywords:
          'construção de pátios Bellevue, pátio de blocos Seattle, pátio de pedra, piso intertravado, empreiteiro de pátios',
      },
    },
  },
  {
    slug: 'retaining-walls',
    category: 'hardscaping',
    basePrice: 125,
    priceType: 'per_linear_ft',
    pricePerSqft: null,
    pricePerLinearFt: 125,
    durationMinutes: 1920,
    demand: 'low',
    featured: false,
    sortOrder: 17,
    quoteService: 'hardscaping',
    imagePrompt: 'terraced stone retaining wall with shrubs and flowers on a sloped garden',
    text: {
      en: {
        name: 'Retaining Walls',
        description:
          'Segmental block, natural rock and boulder retaining walls that hold back slopes, create usable level terraces and manage water on hillside lots.',
        unit: 'per linear ft',
        features: [
          'Segmental concrete block, basalt or boulder walls',
          'Compacted gravel footing below the frost line',
          'Perforated drain pipe and free-draining backfill',
          'Geogrid reinforcement for taller walls',
        ],
        requirements: [
          'Property lines confirmed for walls near a boundary',
          'Engineering and a permit for walls over 4 feet (we coordinate)',
        ],
        steps: [
          {
            title: 'Site and soil review',
            detail: 'We assess the slope, soil type, drainage and loads above the wall to choose the right system.',
          },
          {
            title: 'Excavation and footing',
            detail: "A trench is excavated and a compacted gravel leveling pad is built as the wall's foundation.",
          },
          {
            title: 'Building the wall',
            detail: 'Courses are set level and stepped back, with geogrid layers added where the height requires it.',
          },
          {
            title: 'Drainage and backfill',
            detail:
              'A perforated drain runs behind the base and the wall is backfilled with clean crushed rock, compacted in lifts.',
          },
          {
            title: 'Cap and planting',
            detail: 'Cap stones are glued in place and the area above and below the wall is graded and planted.',
          },
        ],
        importance:
          'Hillside lots are common across Bellevue, Issaquah and Seattle, and saturated soil on a slope is heavy and prone to sliding in winter. Most wall failures come from water pressure building up behind them. A properly drained and reinforced wall protects your home and turns unusable slopes into flat garden space.',
        frequency: 'A one-time build; inspect weep holes and drains each fall to keep water flowing freely.',
        benefits: [
          'Slopes stabilized against erosion and slides',
          'Flat, usable terraces for lawns or gardens',
          'Long life thanks to proper drainage',
          'A striking architectural feature',
        ],
        metaTitle: 'Retaining Walls in Bellevue & Seattle | Evergreen',
        metaDescription:
          'Engineered block, rock and boulder retaining walls in Bellevue and Seattle. Stabilize slopes, add level terraces and keep water moving safely away.',
        seoKeywords:
          'retaining wall Bellevue, retaining wall contractor Seattle, block retaining wall, rock wall, boulder wall, slope stabilization',
      },
      es: {
        name: 'Muros de contención',
        description:
          'Muros de contención de bloques segmentados, roca natural y rocas grandes que sostienen pendientes, crean terrazas planas utilizables y controlan el agua en terrenos en ladera.',
        unit: 'por pie lineal',
        features: [
          'Muros de bloque de concreto, basalto o rocas grandes',
          'Cimiento de grava compactada bajo la línea de congelamiento',
          'Tubo de drenaje perforado y relleno drenante',
          'Refuerzo con geomalla para muros altos',
        ],
        requirements: [
          'Límites de la propiedad confirmados para muros cercanos al lindero',
          'Cálculo estructural y permiso para muros de más de 4 pies (nosotros coordinamos)',
        ],
        steps: [
          {
            title: 'Estudio del terreno y del suelo',
            detail:
              'Evaluamos la pendiente, el tipo de suelo, el drenaje y las cargas sobre el muro para elegir el sistema adecuado.',
          },
          {
            title: 'Excavación y cimiento',
            detail: 'Excavamos una zanja y construimos una base de nivelación de grava compactada como cimiento del muro.',
          },
          {
            title: 'Construcción del muro',
            detail: 'Colocamos las hiladas niveladas y escalonadas hacia atrás, con capas de geomalla donde la altura lo exige.',
          },
          {
            title: 'Drenaje y relleno',
            detail:
              'Instalamos un dren perforado detrás de la base y rellenamos con piedra triturada limpia, compactada por capas.',
          },
          {
            title: 'Coronación y plantación',
            detail: 'Pegamos las piezas de remate y nivelamos y plantamos las áreas por encima y por debajo del muro.',
          },
        ],
        importance:
          'Los terrenos en ladera son comunes en Bellevue, Issaquah y Seattle, y el suelo saturado en pendiente es pesado y tiende a deslizarse en invierno. La mayoría de las fallas de muros se deben a la presión del agua acumulada detrás. Un muro bien drenado y reforzado protege tu casa y convierte pendientes inútiles en espacio de jardín plano.',
        frequency:
          'Construcción única; revisa cada otoño los orificios de drenaje y los drenes para que el agua fluya libremente.',
        benefits: [
          'Pendientes estabilizadas contra erosión y deslizamientos',
          'Terrazas planas y utilizables para césped o jardín',
          'Larga vida útil gracias a un buen drenaje',
          'Un elemento arquitectónico llamativo',
        ],
        metaTitle: 'Muros de contención en Bellevue | Evergreen',
        metaDescription:
          'Muros de contención de bloque, roca y piedra en Bellevue y Seattle. Estabiliza pendientes, gana terrazas planas y aleja el agua de forma segura.',
        seoKeywords:
          'muros de contención Bellevue, contratista de muros Seattle, muro de bloques, muro de piedra, estabilización de taludes',
      },
      pt: {
        name: 'Muros de arrimo',
        description:
          'Muros de arrimo em blocos segmentados, rocha natural e matacões que seguram encostas, criam terraços planos utilizáveis e controlam a água em terrenos em declive.',
        unit: 'por pé linear',
        features: [
          'Muros de bloco de concreto, basalto ou matacões',
          'Fundação de brita compactada abaixo da linha de congelamento',
          'Dreno perfurado e reaterro drenante',
          'Reforço com geogrelha para muros altos',
        ],
        requirements: [
          'Divisas do terreno confirmadas para muros perto do limite',
          'Projeto estrutural e licença para muros acima de 4 pés (nós coordenamos)',
        ],
        steps: [
          {
            title: 'Estudo do terreno e do solo',
            detail: 'Avaliamos o declive, o tipo de solo, a drenagem e as cargas acima do muro para escolher o sistema certo.',
          },
          {
            title: 'Escavação e fundação',
            detail: 'Abrimos uma vala e executamos uma base de nivelamento em brita compactada como fundação do muro.',
          },
          {
            title: 'Construção do muro',
            detail: 'As fiadas são assentadas niveladas e escalonadas para trás, com camadas de geogrelha onde a altura exige.',
          },
          {
            title: 'Drenagem e reaterro',
            detail:
              'Um dreno perfurado corre atrás da base e o muro é reaterrado com pedra britada limpa, compactada em camadas.',
          },
          {
            title: 'Capa e plantio',
            detail: 'As peças de coroamento são coladas e as áreas acima e abaixo do muro são niveladas e plantadas.',
          },
        ],
        importance:
          'Terrenos em declive são comuns em Bellevue, Issaquah e Seattle, e o solo encharcado numa encosta é pesado e tende a deslizar no inverno. A maioria das falhas de muros vem da pressão da água acumulada atrás deles. Um muro bem drenado e reforçado protege sua casa e transforma encostas inúteis em jardim plano.',
        frequency: 'Construção única; verifique a cada outono os furos de drenagem e os drenos para que a água escoe livremente.',
        benefits: [
          'Encostas estabilizadas contra erosão e deslizamentos',
          'Terraços planos e utilizáveis para gramado ou jardim',
          'Vida longa graças à drenagem correta',
          'Um elemento arquitetônico marcante',
        ],
        metaTitle: 'Muros de arrimo em Bellevue e Seattle | Evergreen',
        metaDescription:
          'Muros de arrimo em blocos, rocha e matacões em Bellevue e Seattle. Estabilize encostas, ganhe terraços planos e afaste a água com segurança.',
        seoKeywords:
          'muro de arrimo Bellevue, construtora de muros Seattle, muro de blocos, muro de pedra, contenção de encostas',
      },
    },
  },
  {
    slug: 'paver-walkways',
    category: 'hardscaping',
    basePrice: 20,
    priceType: 'per_sqft',
    pricePerSqft: 20,
    pricePerLinearFt: null,
    durationMinutes: 960,
    demand: 'medium',
    featured: false,
    sortOrder: 18,
    quoteService: 'hardscaping',
    imagePrompt: 'curved stone paver path through a green garden to a house door',
    text: {
      en: {
        name: 'Walkways & Garden Paths',
        description:
          'Paver, flagstone and gravel walkways that connect your driveway, front door and garden with firm, slip-resistant footing all year round.',
        unit: 'per sq ft',
        features: [
          'Pavers, flagstone, stepping stones or crushed gravel',
          'Compacted base sized for foot traffic',
          'Textured, slip-resistant surfaces for wet weather',
          'Optional low-voltage path lights',
        ],
        requirements: ['Route and width agreed before excavation', 'Sprinkler lines crossing the route shown to the crew'],
        steps: [
          {
            title: 'Route planning',
            detail: 'We lay out the path to follow natural foot traffic, with comfortable widths and gentle grades.',
          },
          { title: 'Excavation', detail: 'Sod and soil are removed to depth and the subgrade is compacted.' },
          {
            title: 'Base and bedding',
            detail: 'A gravel base is compacted and a bedding layer screeded, with a slight cross slope so rain runs off.',
          },
          {
            title: 'Surface and edges',
            detail: 'Pavers or stones are laid, cut to fit and held in place with edge restraint or steel edging.',
          },
        ],
        importance:
          'Muddy shortcuts across the lawn and slick wooden boards are a familiar sight in Seattle winters. A properly built walkway gives safe, dry footing in the rain, protects your lawn from wear and guides visitors naturally to your front door.',
        frequency: 'A one-time installation; sweep regularly and refresh the joint sand every few years to keep moss out.',
        benefits: [
          'Safe, slip-resistant footing in the rain',
          'No more worn, muddy lawn paths',
          'A welcoming entrance to your home',
          'Low-maintenance and long-lasting',
        ],
        metaTitle: 'Walkways & Garden Paths Bellevue | Evergreen',
        metaDescription:
          'Paver, flagstone and gravel walkways in Bellevue and Seattle. Firm, slip-resistant garden paths built on a compacted base for safe footing all year.',
        seoKeywords:
          'paver walkway Bellevue, garden path Seattle, flagstone walkway, stepping stone path, front walkway installation',
      },
      es: {
        name: 'Caminos y senderos de jardín',
        description:
          'Caminos de adoquines, laja y grava que conectan la entrada, la puerta principal y el jardín con un piso firme y antideslizante todo el año.',
        unit: 'por pie cuadrado',
        features: [
          'Adoquines, laja, piedras de paso o grava triturada',
          'Base compactada pensada para el tránsito peatonal',
          'Superficies texturizadas antideslizantes para la lluvia',
          'Luces de camino de bajo voltaje opcionales',
        ],
        requirements: [
          'Recorrido y ancho acordados antes de excavar',
          'Indicar al equipo las tuberías de riego que cruzan el recorrido',
        ],
        steps: [
          {
            title: 'Planificación del recorrido',
            detail: 'Trazamos el camino siguiendo el paso natural de las personas, con anchos cómodos y pendientes suaves.',
          },
          { title: 'Excavación', detail: 'Retiramos el césped y la tierra a la profundidad necesaria y compactamos la subbase.' },
          {
            title: 'Base y cama de asiento',
            detail:
              'Compactamos una base de grava y nivelamos una cama de arena con una leve inclinación lateral para que escurra la lluvia.',
          },
          {
            title: 'Superficie y bordes',
            detail:
              'Colocamos los adoquines o piedras, los cortamos a medida y los fijamos con restricción lateral o borde de acero.',
          },
        ],
        importance:
          'Los atajos embarrados por el césped y las tablas de madera resbaladizas son una imagen habitual en los inviernos de Seattle. Un camino bien construido ofrece un paso seguro y seco bajo la lluvia, protege el césped del desgaste y guía a las visitas de forma natural hasta tu puerta.',
        frequency:
          'Instalación única; barre con regularidad y renueva la arena de las juntas cada pocos años para evitar el musgo.',
        benefits: [
          'Paso seguro y antideslizante bajo la lluvia',
          'Se acabaron los senderos de barro en el césped',
          'Una entrada acogedora a tu casa',
          'Bajo mantenimiento y larga duración',
        ],
        metaTitle: 'Caminos de jardín en Bellevue | Evergreen',
        metaDescription:
          'Caminos de adoquín, laja y grava en Bellevue y Seattle. Senderos firmes y antideslizantes sobre base compactada para caminar seguro todo el año.',
        seoKeywords:
          'caminos de adoquín Bellevue, senderos de jardín Seattle, camino de laja, piedras de paso, camino de entrada',
      },
      pt: {
        name: 'Caminhos e passeios de jardim',
        description:
          'Caminhos de blocos, pedra laje e cascalho que ligam a garagem, a porta de entrada e o jardim com piso firme e antiderrapante o ano inteiro.',
        unit: 'por pé quadrado',
        features: [
          'Blocos, pedra laje, pisantes ou cascalho britado',
          'Base compactada dimensionada para pedestres',
          'Superfícies texturizadas antiderrapantes para a chuva',
          'Balizadores de baixa voltagem opcionais',
        ],
        requirements: [
          'Trajeto e largura combinados antes da escavação',
          'Tubulações de irrigação que cruzam o trajeto indicadas à equipe',
        ],
        steps: [
          {
            title: 'Planejamento do trajeto',
            detail: 'Traçamos o caminho seguindo a passagem natural das pessoas, com larguras confortáveis e inclinações suaves.',
          },
          { title: 'Escavação', detail: 'Retiramos grama e terra até a profundidade necessária e compactamos o subleito.' },
          {
            title: 'Base e assentamento',
            detail:
              'Compactamos uma base de brita e nivelamos uma camada de areia com leve caimento lateral para a chuva escorrer.',
          },
          {
            title: 'Piso e bordas',
            detail: 'Os blocos ou pedras são assentados, recortados sob medida e travados com contenção lateral ou borda de aço.',
          },
        ],
        importance:
          'Atalhos enlameados pelo gramado e tábuas de madeira escorregadias são cena comum nos invernos de Seattle. Um caminho bem construído oferece passagem segura e seca na chuva, protege o gramado do desgaste e conduz as visitas naturalmente até a porta.',
        frequency: 'Instalação única; varra com frequência e renove a areia das juntas a cada poucos anos para evitar musgo.',
        benefits: [
          'Passagem segura e antiderrapante na chuva',
          'Fim das trilhas de barro no gramado',
          'Uma entrada acolhedora para sua casa',
          'Pouca manutenção e longa duração',
        ],
        metaTitle: 'Caminhos de jardim em Bellevue | Evergreen',
        metaDescription:
          'Caminhos de blocos, pedra laje e cascalho em Bellevue e Seattle. Passeios firmes e antiderrapantes sobre base compactada para andar seguro o ano todo.',
        seoKeywords: 'caminho de blocos Bellevue, passeio de jardim Seattle, caminho de pedra, pisantes, caminho de entrada',
      },
    },
  },
  // ───────────────────────── Garden maintenance ────────────────────────
  {
    slug: 'seasonal-cleanup',
    category: 'garden-maintenance',
    basePrice: 275,
    priceType: 'fixed',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 240,
    demand: 'high',
    featured: true,
    sortOrder: 19,
    quoteService: 'seasonal-services',
    imagePrompt: 'autumn leaf piles raked from a lawn with tools beside a garden',
    text: {
      en: {
        name: 'Spring & Fall Cleanup',
        description:
          'A top-to-bottom refresh of your yard each spring and fall: leaves, needles and storm debris cleared, beds tidied and perennials cut back.',
        unit: 'per visit',
        features: [
          'Leaf, needle and cone removal from lawn and beds',
          'Perennials and ornamental grasses cut back',
          'Storm debris and fallen branches cleared',
          'Green waste hauled away for composting',
        ],
        requirements: [
          'Gates unlocked and outdoor furniture moved if needed',
          'Let us know about any plants you want left standing for winter',
        ],
        steps: [
          {
            title: 'Yard walk-through',
            detail: 'The crew lead walks the property with your notes and sets priorities for the visit.',
          },
          {
            title: 'Leaf and debris removal',
            detail: 'Leaves, fir needles, cones and fallen branches are blown and raked out of lawns, beds and corners.',
          },
          { title: 'Bed clean-up', detail: 'Spent perennials are cut back, weeds are pulled and bed edges are tidied.' },
          {
            title: 'Hard surfaces',
            detail: 'Patios, walks, driveways and reachable gutters at ground level are cleared of leaves and moss.',
          },
          {
            title: 'Haul-away',
            detail: 'All green waste is loaded up and taken to a composting facility, leaving your yard ready for the season.',
          },
        ],
        importance:
          'In the Northwest, wet leaves left on the lawn over winter smother the grass and feed moss, while debris in beds shelters slugs and fungal disease. A thorough fall cleanup protects your landscape through the rainy season, and a spring cleanup gives plants a clean start when growth takes off.',
        frequency: 'Twice a year: once in late October or November after the leaves drop, and once in March or early April.',
        benefits: [
          'A tidy, cared-for yard in every season',
          'Lawns that do not smother under wet leaves',
          'Fewer slugs, pests and plant diseases',
          'No trips to the dump for you',
        ],
        metaTitle: 'Spring & Fall Yard Cleanup Bellevue | Evergreen',
        metaDescription:
          'Spring and fall yard cleanup in Bellevue and Seattle. Leaves, needles and storm debris removed, beds tidied and green waste hauled away for compost.',
        seoKeywords:
          'yard cleanup Bellevue, fall cleanup Seattle, spring yard cleanup, leaf removal, garden cleanup service, storm debris removal',
      },
      es: {
        name: 'Limpieza de primavera y otoño',
        description:
          'Una puesta a punto completa del jardín cada primavera y otoño: hojas, agujas y restos de tormentas retirados, canteros ordenados y perennes recortadas.',
        unit: 'por visita',
        features: [
          'Retiro de hojas, agujas y piñas del césped y los canteros',
          'Recorte de perennes y gramíneas ornamentales',
          'Limpieza de restos de tormentas y ramas caídas',
          'Residuos verdes retirados para compostaje',
        ],
        requirements: [
          'Portones abiertos y muebles de exterior movidos si hace falta',
          'Avísanos si hay plantas que deseas dejar en pie durante el invierno',
        ],
        steps: [
          {
            title: 'Recorrido del jardín',
            detail: 'El jefe de equipo recorre la propiedad con tus indicaciones y define las prioridades de la visita.',
          },
          {
            title: 'Retiro de hojas y restos',
            detail:
              'Soplamos y rastrillamos hojas, agujas de abeto, piñas y ramas caídas del césped, los canteros y los rincones.',
          },
          {
            title: 'Limpieza de canteros',
            detail: 'Recortamos las perennes marchitas, arrancamos malezas y ordenamos los bordes de los canteros.',
          },
          {
            title: 'Superficies duras',
            detail: 'Limpiamos de hojas y musgo patios, caminos, entradas y las canaletas accesibles desde el suelo.',
          },
          {
            title: 'Retiro de residuos',
            detail:
              'Cargamos todos los residuos verdes y los llevamos a una planta de compostaje, dejando tu jardín listo para la temporada.',
          },
        ],
        importance:
          'En el noroeste, las hojas mojadas que quedan sobre el césped en invierno asfixian la hierba y alimentan el musgo, mientras que los restos en los canteros dan refugio a babosas y enfermedades por hongos. Una buena limpieza de otoño protege tu jardín durante la temporada de lluvias, y la de primavera da a las plantas un comienzo limpio cuando arranca el crecimiento.',
        frequency:
          'Dos veces al año: a fines de octubre o en noviembre, tras la caída de las hojas, y en marzo o a inicios de abril.',
        benefits: [
          'Un jardín ordenado y cuidado en cada estación',
          'Césped que no se asfixia bajo las hojas mojadas',
          'Menos babosas, plagas y enfermedades',
          'Sin viajes al vertedero para ti',
        ],
        metaTitle: 'Limpieza de jardín en Bellevue | Evergreen',
        metaDescription:
          'Limpieza de jardín de primavera y otoño en Bellevue y Seattle. Retiramos hojas, agujas y restos de tormentas, ordenamos canteros y compostamos todo.',
        seoKeywords:
          'limpieza de jardín Bellevue, limpieza de otoño Seattle, limpieza de primavera, retiro de hojas, restos de tormenta',
      },
      pt: {
        name: 'Limpeza de primavera e outono',
        description:
          'Uma renovação completa do quintal a cada primavera e outono: folhas, acículas e restos de tempestades retirados, canteiros arrumados e perenes cortadas.',
        unit: 'por visita',
        features: [
          'Retirada de folhas, acículas e pinhas do gramado e dos canteiros',
          'Corte de perenes e gramíneas ornamentais',
          'Limpeza de restos de tempestades e galhos caídos',
          'Resíduos verdes levados para compostagem',
        ],
        requirements: [
          'Portões destrancados e móveis externos afastados se necessário',
          'Avise-nos se houver plantas que você quer manter de pé no inverno',
        ],
        steps: [
          {
            title: 'Visita ao quintal',
            detail: 'O líder da equipe percorre o terreno com suas observações e define as prioridades da visita.',
          },
          {
            title: 'Retirada de folhas e restos',
            detail:
              'Folhas, acículas de pinheiro, pinhas e galhos caídos são soprados e rastelados do gramado, dos canteiros e dos cantos.',
          },
          {
            title: 'Limpeza dos canteiros',
            detail: 'Cortamos as perenes secas, arrancamos ervas daninhas e acertamos as bordas dos canteiros.',
          },
          { title: 'Pisos', detail: 'Pátios, caminhos, entradas e calhas alcançáveis do chão ficam livres de folhas e musgo.' },
          {
            title: 'Remoção dos resíduos',
            detail: 'Todo o resíduo verde é carregado e levado para compostagem, deixando seu quintal pronto para a estação.',
          },
        ],
        importance:
          'No noroeste, folhas molhadas deixadas no gramado durante o inverno sufocam a grama e alimentam o musgo, enquanto restos nos canteiros abrigam lesmas e doenças fúngicas. Uma boa limpeza de outono protege o jardim durante a estação chuvosa, e a de primavera dá às plantas um começo limpo quando o crescimento dispara.',
        frequency:
          'Duas vezes por ano: no fim de outubro ou em novembro, depois da queda das folhas, e em março ou no início de abril.',
        benefits: [
          'Um quintal arrumado e bem cuidado em todas as estações',
          'Gramado que não sufoca sob folhas molhadas',
          'Menos lesmas, pragas e doenças',
          'Nenhuma ida ao aterro para você',
        ],
        metaTitle: 'Limpeza de jardim em Bellevue | Evergreen',
        metaDescription:
          'Limpeza de jardim de primavera e outono em Bellevue e Seattle. Retiramos folhas, acículas e restos de tempestades e levamos tudo para compostagem.',
        seoKeywords:
          'limpeza de jardim Bellevue, limpeza de outono Seattle, limpeza de primavera, retirada de folhas, restos de tempestade',
      },
    },
  },
  {
    slug: 'weed-control',
    category: 'garden-maintenance',
    basePrice: 70,
    priceType: 'fixed',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 60,
    demand: 'high',
    featured: false,
    sortOrder: 20,
    quoteService: 'lawn-maintenance',
    imagePrompt: 'gardener pulling weeds from a mulch flower bed with hand tools',
    text: {
      en: {
        name: 'Weed Control',
        description:
          'Regular hand-weeding and targeted treatments for beds, lawns and hardscape, keeping bindweed, blackberry and horsetail from taking over.',
        unit: 'per visit',
        features: [
          'Hand-pulling of weeds in beds, roots and all',
          'Spot treatment of lawn weeds',
          'Weeds cleared from paver joints and gravel',
          'Pre-emergent applied to beds where appropriate',
        ],
        requirements: [
          'Tell us about edible beds or areas where no treatments should be used',
          'Keep pets off treated lawn areas until dry',
        ],
        steps: [
          {
            title: 'Weed survey',
            detail:
              'We identify the weeds on your property, since bindweed, horsetail and clover each need a different approach.',
          },
          {
            title: 'Hand-weeding',
            detail: 'Beds are weeded by hand with roots removed, so perennial weeds do not sprout straight back.',
          },
          {
            title: 'Targeted treatment',
            detail: 'Where needed, we spot-treat lawn and hardscape weeds with the lowest-impact effective product.',
          },
          {
            title: 'Prevention',
            detail: 'Bare soil is covered with mulch or a pre-emergent to stop the next flush of seedlings.',
          },
        ],
        importance:
          'Our long, mild growing season means weeds germinate almost year-round in the Puget Sound area. Aggressive invaders like Himalayan blackberry and morning glory can swallow a bed in a single summer. Consistent control keeps them from setting seed and saves hours of heavy work later.',
        frequency: 'Every two to four weeks from March through October, with a single winter visit for early germinators.',
        benefits: [
          'Clean, weed-free beds all season',
          'Ornamental plants no longer crowded out',
          'Fewer weed seeds each year',
          'Responsible, minimal use of herbicides',
        ],
        metaTitle: 'Weed Control in Bellevue & Seattle | Evergreen',
        metaDescription:
          'Weed control for beds, lawns and pavers in Bellevue and Seattle. Hand-weeding and targeted, low-impact treatments that keep invasive weeds in check.',
        seoKeywords:
          'weed control Bellevue, weeding service Seattle, garden bed weeding, lawn weed treatment, blackberry removal, horsetail control',
      },
      es: {
        name: 'Control de malezas',
        description:
          'Deshierbe manual periódico y tratamientos puntuales para canteros, césped y superficies duras, que impiden que la correhuela, la zarzamora y la cola de caballo se apoderen del jardín.',
        unit: 'por visita',
        features: [
          'Deshierbe manual en canteros, con raíz incluida',
          'Tratamiento puntual de malezas en el césped',
          'Malezas retiradas de juntas de adoquines y grava',
          'Preemergente aplicado en canteros cuando corresponde',
        ],
        requirements: [
          'Indícanos los huertos o zonas donde no deben usarse tratamientos',
          'Mantén a las mascotas fuera del césped tratado hasta que se seque',
        ],
        steps: [
          {
            title: 'Inspección de malezas',
            detail:
              'Identificamos las malezas de tu propiedad, ya que la correhuela, la cola de caballo y el trébol requieren enfoques distintos.',
          },
          {
            title: 'Deshierbe manual',
            detail:
              'Desherbamos los canteros a mano retirando las raíces, para que las malezas perennes no vuelvan a brotar enseguida.',
          },
          {
            title: 'Tratamiento puntual',
            detail:
              'Donde hace falta, tratamos las malezas del césped y de las superficies duras con el producto eficaz de menor impacto.',
          },
          {
            title: 'Prevención',
            detail: 'Cubrimos la tierra desnuda con mantillo o un preemergente para frenar la próxima oleada de plántulas.',
          },
        ],
        importance:
          'Nuestra temporada de crecimiento larga y templada hace que las malezas germinen casi todo el año en la zona de Puget Sound. Invasoras agresivas como la zarzamora del Himalaya y la correhuela pueden tragarse un cantero en un solo verano. Un control constante impide que semillen y ahorra horas de trabajo pesado más adelante.',
        frequency: 'Cada dos a cuatro semanas de marzo a octubre, con una sola visita en invierno para las malezas tempranas.',
        benefits: [
          'Canteros limpios y sin malezas toda la temporada',
          'Las plantas ornamentales ya no quedan ahogadas',
          'Menos semillas de malezas cada año',
          'Uso responsable y mínimo de herbicidas',
        ],
        metaTitle: 'Control de malezas en Bellevue | Evergreen',
        metaDescription:
          'Control de malezas en canteros, césped y adoquines en Bellevue y Seattle. Deshierbe manual y tratamientos puntuales de bajo impacto contra invasoras.',
        seoKeywords:
          'control de malezas Bellevue, deshierbe Seattle, deshierbe de canteros, tratamiento de malezas en césped, eliminación de zarzamora',
      },
      pt: {
        name: 'Controle de ervas daninhas',
        description:
          'Capina manual regular e tratamentos pontuais para canteiros, gramado e pisos, impedindo que corriola, amora-silvestre e cavalinha tomem conta do jardim.',
        unit: 'por visita',
        features: [
          'Capina manual nos canteiros, com raiz e tudo',
          'Tratamento pontual de ervas daninhas no gramado',
          'Ervas retiradas das juntas de blocos e do cascalho',
          'Pré-emergente aplicado nos canteiros quando indicado',
        ],
        requirements: [
          'Informe-nos sobre hortas ou áreas onde não devem ser usados tratamentos',
          'Mantenha os animais fora do gramado tratado até secar',
        ],
        steps: [
          {
            title: 'Levantamento das ervas',
            detail: 'Identificamos as ervas daninhas do terreno, pois corriola, cavalinha e trevo exigem abordagens diferentes.',
          },
          {
            title: 'Capina manual',
            detail: 'Os canteiros são capinados à mão com retirada das raízes, para que as ervas perenes não rebrotem logo.',
          },
          {
            title: 'Tratamento pontual',
            detail: 'Onde necessário, tratamos as ervas do gramado e dos pisos com o produto eficaz de menor impacto.',
          },
          {
            title: 'Prevenção',
            detail: 'Cobrimos o solo exposto com cobertura morta ou pré-emergente para conter a próxima leva de mudinhas.',
          },
        ],
        importance:
          'Nossa estação de crescimento longa e amena faz as ervas daninhas germinarem quase o ano todo na região de Puget Sound. Invasoras agressivas como a amora-do-himalaia e a corriola podem engolir um canteiro em um único verão. Um controle constante impede que elas produzam sementes e poupa horas de trabalho pesado depois.',
        frequency: 'A cada duas a quatro semanas de março a outubro, com uma visita no inverno para as ervas precoces.',
        benefits: [
          'Canteiros limpos e sem ervas daninhas a temporada toda',
          'Plantas ornamentais sem concorrência',
          'Menos sementes de ervas daninhas a cada ano',
          'Uso responsável e mínimo de herbicidas',
        ],
        metaTitle: 'Controle de ervas daninhas Bellevue | Evergreen',
        metaDescription:
          'Controle de ervas daninhas em canteiros, gramados e pisos em Bellevue e Seattle. Capina manual e tratamentos pontuais de baixo impacto contra invasoras.',
        seoKeywords:
          'controle de ervas daninhas Bellevue, capina Seattle, capina de canteiros, tratamento de ervas no gramado, remoção de amora-silvestre',
      },
    },
  },
  {
    slug: 'garden-bed-maintenance',
    category: 'garden-maintenance',
    basePrice: 60,
    priceType: 'hourly',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 120,
    demand: 'medium',
    featured: false,
    sortOrder: 21,
    quoteService: 'lawn-maintenance',
    imagePrompt: 'gardener deadheading flowers and pruning shrubs in a lush garden',
    text: {
      en: {
        name: 'Garden Maintenance Visits',
        description:
          'Skilled gardeners who look after your beds on a regular schedule: pruning, deadheading, dividing, light planting and keeping everything in shape.',
        unit: 'per hour',
        features: [
          'Pruning of shrubs and small ornamental trees',
          'Deadheading, staking and dividing perennials',
          'Slug and pest checks with eco-friendly controls',
          'Seasonal color planting in beds and containers',
        ],
        requirements: [
          'A short list of priorities or a garden walk on the first visit',
          'Access to a hose bib for watering new plants',
        ],
        steps: [
          {
            title: 'Garden walk',
            detail:
              'On the first visit we walk the garden with you and agree on the standard you want and the tasks that matter most.',
          },
          {
            title: 'Maintenance plan',
            detail: 'We set a visit schedule and a seasonal task list, from winter pruning to summer deadheading.',
          },
          {
            title: 'Regular visits',
            detail: 'The same gardener or small crew returns each time, so they get to know your plants and preferences.',
          },
          { title: 'Updates', detail: 'After each visit you get a short summary of the work done and any recommendations.' },
        ],
        importance:
          'A well-planted garden needs steady, knowledgeable care to stay beautiful, and many Northwest favorites like hydrangeas, rhododendrons and Japanese maples each need pruning at the right moment. Regular visits catch problems such as slugs, root weevils or leaf spot early, before they spread.',
        frequency: 'Every two weeks from spring through fall, with monthly visits through winter for pruning and tidying.',
        benefits: [
          'A garden that looks good all year',
          'Plants pruned at the right time for best flowering',
          'Early detection of pests and disease',
          'A familiar gardener who knows your yard',
        ],
        metaTitle: 'Garden Maintenance in Bellevue | Evergreen',
        metaDescription:
          'Regular garden maintenance visits in Bellevue and Seattle. Skilled gardeners prune, deadhead, plant and care for your beds on a schedule that suits you.',
        seoKeywords:
          'garden maintenance Bellevue, gardener Seattle, flower bed maintenance, shrub pruning, perennial care, regular gardening service',
      },
      es: {
        name: 'Visitas de mantenimiento del jardín',
        description:
          'Jardineros expertos que cuidan tus canteros con un horario fijo: poda, retiro de flores marchitas, división de plantas, plantaciones ligeras y todo en orden.',
        unit: 'por hora',
        features: [
          'Poda de arbustos y árboles ornamentales pequeños',
          'Retiro de flores marchitas, tutorado y división de perennes',
          'Control de babosas y plagas con métodos ecológicos',
          'Plantación de flores de temporada en canteros y macetas',
        ],
        requirements: [
          'Una breve lista de prioridades o un recorrido del jardín en la primera visita',
          'Acceso a una llave de manguera para regar las plantas nuevas',
        ],
        steps: [
          {
            title: 'Recorrido del jardín',
            detail:
              'En la primera visita recorremos el jardín contigo y acordamos el nivel de cuidado deseado y las tareas más importantes.',
          },
          {
            title: 'Plan de mantenimiento',
            detail:
              'Fijamos un calendario de visitas y una lista de tareas por temporada, desde la poda invernal hasta el retiro de flores en verano.',
          },
          {
            title: 'Visitas regulares',
            detail: 'Vuelve siempre el mismo jardinero o el mismo equipo pequeño, para que conozca tus plantas y preferencias.',
          },
          {
            title: 'Informes',
            detail: 'Después de cada visita recibes un breve resumen del trabajo realizado y las recomendaciones.',
          },
        ],
        importance:
          'Un jardín bien plantado necesita cuidados constantes y expertos para seguir luciendo, y muchas favoritas del noroeste, como hortensias, rododendros y arces japoneses, necesitan poda en el momento justo. Las visitas regulares detectan a tiempo problemas como babosas, gorgojos de la raíz o manchas foliares, antes de que se propaguen.',
        frequency: 'Cada dos semanas de primavera a otoño, con visitas mensuales en invierno para poda y orden.',
        benefits: [
          'Un jardín que luce bien todo el año',
          'Plantas podadas en el momento justo para florecer mejor',
          'Detección temprana de plagas y enfermedades',
          'Un jardinero de confianza que conoce tu jardín',
        ],
        metaTitle: 'Mantenimiento de jardines Bellevue | Evergreen',
        metaDescription:
          'Visitas regulares de mantenimiento de jardines en Bellevue y Seattle. Jardineros expertos podan, limpian, plantan y cuidan tus canteros a tu medida.',
        seoKeywords:
          'mantenimiento de jardines Bellevue, jardinero Seattle, cuidado de canteros, poda de arbustos, cuidado de perennes',
      },
      pt: {
        name: 'Visitas de manutenção de jardim',
        description:
          'Jardineiros experientes que cuidam dos seus canteiros em horário fixo: poda, retirada de flores secas, divisão de touceiras, plantios leves e tudo em ordem.',
        unit: 'por hora',
        features: [
          'Poda de arbustos e pequenas árvores ornamentais',
          'Retirada de flores secas, tutoramento e divisão de perenes',
          'Controle de lesmas e pragas com métodos ecológicos',
          'Plantio de flores da estação em canteiros e vasos',
        ],
        requirements: [
          'Uma pequena lista de prioridades ou uma volta pelo jardim na primeira visita',
          'Acesso a uma torneira para regar as plantas novas',
        ],
        steps: [
          {
            title: 'Volta pelo jardim',
            detail:
              'Na primeira visita percorremos o jardim com você e combinamos o padrão desejado e as tarefas mais importantes.',
          },
          {
            title: 'Plano de manutenção',
            detail:
              'Definimos um calendário de visitas e uma lista de tarefas por estação, da poda de inverno à retirada de flores no verão.',
          },
          {
            title: 'Visitas regulares',
            detail: 'O mesmo jardineiro ou a mesma pequena equipe volta sempre, para conhecer suas plantas e preferências.',
          },
          {
            title: 'Relatórios',
            detail: 'Depois de cada visita você recebe um breve resumo do trabalho feito e das recomendações.',
          },
        ],
        importance:
          'Um jardim bem plantado precisa de cuidado constante e especializado para continuar bonito, e muitas preferidas do noroeste, como hortênsias, rododendros e bordos-japoneses, precisam de poda no momento certo. As visitas regulares identificam cedo problemas como lesmas, gorgulhos da raiz ou manchas nas folhas, antes que se espalhem.',
        frequency: 'A cada duas semanas da primavera ao outono, com visitas mensais no inverno para poda e arrumação.',
        benefits: [
          'Um jardim bonito o ano inteiro',
          'Plantas podadas na hora certa para florir melhor',
          'Detecção precoce de pragas e doenças',
          'Um jardineiro de confiança que conhece seu quintal',
        ],
        metaTitle: 'Manutenção de jardim em Bellevue | Evergreen',
        metaDescription:
          'Visitas regulares de manutenção de jardim em Bellevue e Seattle. Jardineiros experientes podam, limpam, plantam e cuidam dos seus canteiros com horário fixo.',
        seoKeywords:
          'manutenção de jardim Bellevue, jardineiro Seattle, cuidado de canteiros, poda de arbustos, cuidado de perenes',
      },
    },
  },
  {
    slug: 'mulch-installation',
    category: 'garden-maintenance',
    basePrice: 95,
    priceType: 'per_unit',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 180,
    demand: 'medium',
    featured: false,
    sortOrder: 22,
    quoteService: 'seasonal-services',
    imagePrompt: 'fresh dark bark mulch spread around shrubs in a garden bed',
    text: {
      en: {
        name: 'Mulch & Compost Installation',
        description:
          'A fresh layer of bark mulch or garden compost spread evenly through your beds to lock in moisture, block weeds and give the garden a finished look.',
        unit: 'per cubic yard',
        features: [
          'Fine or medium fir bark, hemlock or compost',
          'Beds weeded and edged before spreading',
          'Even 2 to 3 inch layer, kept off stems and trunks',
          'Hard surfaces swept clean afterward',
        ],
        requirements: [
          'Room for a bulk delivery or wheelbarrow access to beds',
          'Choice of mulch type and color confirmed before delivery',
        ],
        steps: [
          {
            title: 'Measuring',
            detail: 'We measure your beds and calculate the exact yardage so you only pay for what is needed.',
          },
          {
            title: 'Bed preparation',
            detail: 'Weeds are pulled, edges are cut and debris is cleared so the mulch goes on a clean surface.',
          },
          {
            title: 'Spreading',
            detail: 'Mulch is spread to an even depth, pulled back from plant crowns and tree trunks to prevent rot.',
          },
          { title: 'Clean-up', detail: 'Walks, patios and driveways are swept and blown clean.' },
        ],
        importance:
          'Mulch is one of the simplest and most effective things you can do for a Northwest garden. It keeps roots cool and moist through dry summers, shields soil from heavy winter rain, suppresses weeds and slowly adds organic matter to our heavy clay soils as it breaks down.',
        frequency: 'Once a year, ideally in spring after cleanup, with a top-up in fall for beds exposed to heavy rain.',
        benefits: [
          'Less summer watering',
          'Far fewer weeds',
          'Richer, looser soil over time',
          'Instantly neater, finished-looking beds',
        ],
        metaTitle: 'Mulch Installation in Bellevue | Evergreen',
        metaDescription:
          'Bark mulch and compost installation in Bellevue and Seattle. Weeded, edged beds topped with an even layer that saves water and keeps weeds down.',
        seoKeywords:
          'mulch installation Bellevue, bark mulch Seattle, compost top dressing, garden bed mulching, fir bark delivery and spreading',
      },
      es: {
        name: 'Aplicación de mantillo y compost',
        description:
          'Una capa nueva de corteza o compost extendida de forma pareja en tus canteros para conservar la humedad, frenar las malezas y dar al jardín un acabado prolijo.',
        unit: 'por yarda cúbica',
        features: [
          'Corteza fina o mediana de abeto, tsuga o compost',
          'Canteros desherbados y perfilados antes de extender',
          'Capa pareja de 2 a 3 pulgadas, alejada de tallos y troncos',
          'Superficies duras barridas al terminar',
        ],
        requirements: [
          'Espacio para una descarga a granel o acceso con carretilla a los canteros',
          'Tipo y color de mantillo confirmados antes de la entrega',
        ],
        steps: [
          {
            title: 'Medición',
            detail: 'Medimos tus canteros y calculamos las yardas exactas para que pagues solo lo necesario.',
          },
          {
            title: 'Preparación de canteros',
            detail:
              'Arrancamos malezas, perfilamos bordes y retiramos restos para que el mantillo quede sobre una superficie limpia.',
          },
          {
            title: 'Extendido',
            detail:
              'Extendemos el mantillo a una profundidad pareja, separándolo del cuello de las plantas y de los troncos para evitar pudriciones.',
          },
          { title: 'Limpieza', detail: 'Barremos y soplamos caminos, patios y entradas.' },
        ],
        importance:
          'El mantillo es una de las medidas más simples y eficaces para un jardín del noroeste. Mantiene las raíces frescas y húmedas en los veranos secos, protege el suelo de las fuertes lluvias invernales, frena las malezas y, al descomponerse, aporta materia orgánica a nuestros pesados suelos arcillosos.',
        frequency:
          'Una vez al año, idealmente en primavera después de la limpieza, con un refuerzo en otoño para canteros expuestos a lluvias fuertes.',
        benefits: [
          'Menos riego en verano',
          'Muchas menos malezas',
          'Suelo más rico y suelto con el tiempo',
          'Canteros más prolijos al instante',
        ],
        metaTitle: 'Mantillo y compost en Bellevue | Evergreen',
        metaDescription:
          'Aplicación de mantillo de corteza y compost en Bellevue y Seattle. Canteros desherbados con una capa pareja que ahorra agua y frena las malezas.',
        seoKeywords:
          'mantillo de corteza Bellevue, aplicación de mantillo Seattle, compost para jardín, acolchado de canteros, corteza de abeto',
      },
      pt: {
        name: 'Aplicação de cobertura e composto',
        description:
          'Uma camada nova de casca de árvore ou composto espalhada por igual nos canteiros para manter a umidade, conter as ervas daninhas e dar um acabamento caprichado ao jardim.',
        unit: 'por jarda cúbica',
        features: [
          'Casca fina ou média de pinheiro, tsuga ou composto',
          'Canteiros capinados e refilados antes da aplicação',
          'Camada uniforme de 2 a 3 polegadas, longe de caules e troncos',
          'Pisos varridos ao final',
        ],
        requirements: [
          'Espaço para descarga a granel ou acesso de carrinho de mão aos canteiros',
          'Tipo e cor da cobertura confirmados antes da entrega',
        ],
        steps: [
          { title: 'Medição', detail: 'Medimos os canteiros e calculamos as jardas exatas para você pagar só o necessário.' },
          {
            title: 'Preparo dos canteiros',
            detail:
              'Arrancamos as ervas daninhas, refilamos as bordas e retiramos resíduos para a cobertura ficar sobre uma superfície limpa.',
          },
          {
            title: 'Aplicação',
            detail:
              'A cobertura é espalhada em espessura uniforme, afastada do colo das plantas e dos troncos para evitar apodrecimento.',
          },
          { title: 'Limpeza', detail: 'Caminhos, pátios e entradas são varridos e soprados.' },
        ],
        importance:
          'A cobertura morta é uma das medidas mais simples e eficazes para um jardim do noroeste. Ela mantém as raízes frescas e úmidas nos verões secos, protege o solo das chuvas fortes de inverno, segura as ervas daninhas e, ao se decompor, acrescenta matéria orgânica aos nossos solos argilosos e pesados.',
        frequency:
          'Uma vez por ano, de preferência na primavera depois da limpeza, com um reforço no outono em canteiros expostos a chuva forte.',
        benefits: [
          'Menos rega no verão',
          'Muito menos ervas daninhas',
          'Solo mais rico e solto com o tempo',
          'Canteiros com acabamento caprichado na hora',
        ],
        metaTitle: 'Cobertura de canteiros em Bellevue | Evergreen',
        metaDescription:
          'Aplicação de casca de árvore e composto em Bellevue e Seattle. Canteiros capinados com uma camada uniforme que economiza água e segura as ervas daninhas.',
        seoKeywords:
          'cobertura morta Bellevue, casca de pinus Seattle, composto para jardim, cobertura de canteiros, aplicação de casca',
      },
    },
  },
  // ───────────────────────── Specialty services ────────────────────────
  {
    slug: 'water-features',
    category: 'specialty-services',
    basePrice: 2000,
    priceType: 'fixed',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 960,
    demand: 'low',
    featured: true,
    sortOrder: 23,
    quoteService: 'landscape-design',
    imagePrompt: 'garden fountain splashing in a pond with boulders, ferns and a waterfall',
    text: {
      en: {
        name: 'Water Features & Fountains',
        description:
          'Custom ponds, pondless waterfalls, bubbling rock fountains and streams that bring the sound and movement of water into your garden.',
        unit: 'per project',
        features: [
          'Pondless waterfalls, koi ponds and rock fountains',
          'Natural basalt and river rock stonework',
          'Energy-efficient pumps and filtration',
          'Underwater and accent lighting options',
        ],
        requirements: [
          'An outdoor GFCI outlet near the feature, or an electrician to add one',
          'A level, accessible spot away from large tree roots',
        ],
        steps: [
          {
            title: 'Concept',
            detail: 'We discuss the look, sound and size you want and pick a spot that can be enjoyed from the house and patio.',
          },
          {
            title: 'Design and layout',
            detail: 'We plan the basin, stone and pump so the feature looks natural and is easy to maintain.',
          },
          {
            title: 'Excavation and liner',
            detail: 'The basin is dug, underlayment and a fish-safe liner are installed, and the plumbing is run.',
          },
          {
            title: 'Stonework and planting',
            detail:
              'Boulders and river rock are placed by hand to shape the flow, then the edges are planted with ferns and grasses.',
          },
          {
            title: 'Start-up and handover',
            detail: 'We fill and balance the system, tune the flow and show you the simple seasonal care routine.',
          },
        ],
        importance:
          'The sound of moving water masks road noise and turns a garden into a genuine retreat, something that is especially valuable on busy Eastside and Seattle streets. A well-built feature also attracts birds and beneficial wildlife, and a recirculating pondless design uses very little water.',
        frequency: 'A one-time build, with a spring start-up and fall cleaning each year to keep the water clear.',
        benefits: [
          'A calming soundtrack that masks traffic noise',
          'A standout focal point for your garden',
          'Birds and wildlife drawn into the yard',
          'Low water use with recirculating systems',
        ],
        metaTitle: 'Water Features & Fountains Bellevue | Evergreen',
        metaDescription:
          'Custom ponds, pondless waterfalls and rock fountains in Bellevue and Seattle. Natural stonework, efficient pumps and easy seasonal care for your garden.',
        seoKeywords:
          'water features Bellevue, garden fountain Seattle, pondless waterfall, koi pond installation, backyard pond, rock fountain',
      },
      es: {
        name: 'Fuentes y elementos de agua',
        description:
          'Estanques, cascadas sin estanque, fuentes de roca burbujeantes y arroyos a medida que llevan el sonido y el movimiento del agua a tu jardín.',
        unit: 'por proyecto',
        features: [
          'Cascadas sin estanque, estanques de carpas koi y fuentes de roca',
          'Trabajo en piedra natural de basalto y canto rodado',
          'Bombas y filtración de bajo consumo',
          'Opciones de iluminación subacuática y decorativa',
        ],
        requirements: [
          'Un enchufe exterior con protección GFCI cerca, o un electricista que lo instale',
          'Un lugar nivelado y accesible, lejos de raíces de árboles grandes',
        ],
        steps: [
          {
            title: 'Concepto',
            detail:
              'Conversamos sobre el aspecto, el sonido y el tamaño que deseas y elegimos un lugar visible desde la casa y el patio.',
          },
          {
            title: 'Diseño y trazado',
            detail: 'Planificamos el depósito, la piedra y la bomba para que el elemento se vea natural y sea fácil de mantener.',
          },
          {
            title: 'Excavación y membrana',
            detail: 'Excavamos el depósito, colocamos el geotextil y una membrana apta para peces e instalamos la fontanería.',
          },
          {
            title: 'Piedra y plantación',
            detail:
              'Colocamos a mano rocas y canto rodado para dar forma al flujo y plantamos helechos y gramíneas en los bordes.',
          },
          {
            title: 'Puesta en marcha y entrega',
            detail:
              'Llenamos y equilibramos el sistema, ajustamos el caudal y te enseñamos la sencilla rutina de cuidados por temporada.',
          },
        ],
        importance:
          'El sonido del agua en movimiento disimula el ruido del tráfico y convierte el jardín en un verdadero refugio, algo especialmente valioso en las calles concurridas del Eastside y Seattle. Un elemento bien construido también atrae aves y fauna beneficiosa, y un diseño sin estanque con recirculación consume muy poca agua.',
        frequency:
          'Construcción única, con una puesta en marcha en primavera y una limpieza en otoño cada año para mantener el agua clara.',
        benefits: [
          'Un sonido relajante que disimula el tráfico',
          'Un punto focal destacado en tu jardín',
          'Aves y fauna atraídas a tu jardín',
          'Bajo consumo de agua gracias a la recirculación',
        ],
        metaTitle: 'Fuentes de agua en Bellevue y Seattle | Evergreen',
        metaDescription:
          'Estanques, cascadas sin estanque y fuentes de roca a medida en Bellevue y Seattle. Piedra natural, bombas eficientes y cuidados sencillos por temporada.',
        seoKeywords:
          'fuentes de jardín Bellevue, elementos de agua Seattle, cascada sin estanque, estanque koi, estanque de jardín, fuente de roca',
      },
      pt: {
        name: 'Fontes e elementos de água',
        description:
          'Lagos, cascatas sem lago, fontes de pedra borbulhantes e riachos sob medida que trazem o som e o movimento da água para o seu jardim.',
        unit: 'por projeto',
        features: [
          'Cascatas sem lago, lagos de carpas e fontes de pedra',
          'Trabalho em pedra natural de basalto e seixos de rio',
          'Bombas e filtragem de baixo consumo',
          'Opções de iluminação subaquática e decorativa',
        ],
        requirements: [
          'Uma tomada externa com proteção DR por perto, ou um eletricista para instalar',
          'Um local nivelado e acessível, longe de raízes de árvores grandes',
        ],
        steps: [
          {
            title: 'Conceito',
            detail:
              'Conversamos sobre o visual, o som e o tamanho que você deseja e escolhemos um ponto visível da casa e do pátio.',
          },
          {
            title: 'Projeto e marcação',
            detail: 'Planejamos o reservatório, as pedras e a bomba para que o elemento pareça natural e seja fácil de manter.',
          },
          {
            title: 'Escavação e manta',
            detail:
              'O reservatório é escavado, recebe manta de proteção e uma manta impermeável segura para peixes, e a hidráulica é instalada.',
          },
          {
            title: 'Pedras e plantio',
            detail: 'Rochas e seixos são posicionados à mão para moldar o fluxo, e as bordas recebem samambaias e gramíneas.',
          },
          {
            title: 'Ativação e entrega',
            detail:
              'Enchemos e equilibramos o sistema, ajustamos a vazão e mostramos a rotina simples de cuidados de cada estação.',
          },
        ],
        importance:
          'O som da água em movimento abafa o barulho do trânsito e transforma o jardim em um verdadeiro refúgio, algo especialmente valioso nas ruas movimentadas do Eastside e de Seattle. Um elemento bem construído também atrai pássaros e fauna benéfica, e um projeto sem lago com recirculação gasta pouquíssima água.',
        frequency: 'Construção única, com ativação na primavera e limpeza no outono todo ano para manter a água limpa.',
        benefits: [
          'Um som relaxante que abafa o trânsito',
          'Um ponto focal marcante no jardim',
          'Pássaros e fauna atraídos para o quintal',
          'Pouco consumo de água com recirculação',
        ],
        metaTitle: 'Fontes e lagos em Bellevue e Seattle | Evergreen',
        metaDescription:
          'Lagos, cascatas sem lago e fontes de pedra sob medida em Bellevue e Seattle. Pedra natural, bombas eficientes e cuidados simples em cada estação.',
        seoKeywords:
          'fontes de jardim Bellevue, elementos de água Seattle, cascata sem lago, lago de carpas, lago ornamental, fonte de pedra',
      },
    },
  },
  {
    slug: 'outdoor-lighting',
    category: 'specialty-services',
    basePrice: 185,
    priceType: 'per_unit',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 480,
    demand: 'medium',
    featured: false,
    sortOrder: 24,
    quoteService: 'landscape-design',
    imagePrompt: 'warm landscape lights along a stone path and trees by a house at night',
    text: {
      en: {
        name: 'Landscape Lighting',
        description:
          'Low-voltage LED lighting for paths, steps, trees and architecture that makes your yard safer and beautiful after dark, which comes early in a Seattle winter.',
        unit: 'per fixture',
        features: [
          'Solid brass and copper LED fixtures',
          'Path, step, uplight and downlight designs',
          'Smart transformer with timer and app control',
          'Direct-burial cable run under lawn and beds',
        ],
        requirements: [
          'An exterior outlet near where the transformer will be mounted',
          'A short evening visit to preview the lighting design',
        ],
        steps: [
          {
            title: 'Night consultation',
            detail: 'We visit at dusk to see your property as it looks after dark and identify what to highlight.',
          },
          {
            title: 'Lighting design',
            detail: 'We plan fixture types, positions and beam angles to create depth without glare onto neighbors.',
          },
          { title: 'Installation', detail: 'Fixtures are placed, cable is buried and connections are sealed against moisture.' },
          {
            title: 'Aiming and programming',
            detail: 'On a follow-up evening we fine-tune every beam and set the schedule on your smart transformer.',
          },
        ],
        importance:
          'From November to February it is dark in Seattle before 5 p.m., so most of the time you spend at home in winter is after sunset. Good lighting makes wet steps and paths safe, deters intruders and lets you enjoy your garden from inside during the long dark months.',
        frequency:
          'A one-time installation, with an annual check in fall to clean lenses, re-aim lights and trim plants that block them.',
        benefits: [
          'Safe, well-lit paths and steps',
          'A yard you can enjoy after dark',
          'Added security for your home',
          'Low running costs with LED fixtures',
        ],
        metaTitle: 'Landscape Lighting in Bellevue | Evergreen',
        metaDescription:
          'Low-voltage LED landscape lighting in Bellevue and Seattle. Path, step and tree lighting designed at night for safety, security and evening beauty.',
        seoKeywords:
          'landscape lighting Bellevue, outdoor lighting Seattle, LED path lights, garden lighting, uplighting trees, low voltage lighting installation',
      },
      es: {
        name: 'Iluminación de paisajismo',
        description:
          'Iluminación LED de bajo voltaje para caminos, escalones, árboles y fachadas que hace tu jardín más seguro y bonito al caer la noche, que en el invierno de Seattle llega temprano.',
        unit: 'por luminaria',
        features: [
          'Luminarias LED de latón macizo y cobre',
          'Diseños para caminos, escalones, iluminación ascendente y descendente',
          'Transformador inteligente con temporizador y control por app',
          'Cable de enterramiento directo bajo el césped y los canteros',
        ],
        requirements: [
          'Un enchufe exterior cerca de donde se montará el transformador',
          'Una breve visita nocturna para ver una prueba del diseño',
        ],
        steps: [
          {
            title: 'Consulta nocturna',
            detail: 'Te visitamos al atardecer para ver cómo luce tu propiedad de noche e identificar qué resaltar.',
          },
          {
            title: 'Diseño de iluminación',
            detail:
              'Planificamos el tipo de luminaria, la ubicación y el ángulo del haz para crear profundidad sin deslumbrar a los vecinos.',
          },
          {
            title: 'Instalación',
            detail: 'Colocamos las luminarias, enterramos el cable y sellamos las conexiones contra la humedad.',
          },
          {
            title: 'Orientación y programación',
            detail: 'En una visita nocturna posterior ajustamos cada haz y programamos el transformador inteligente.',
          },
        ],
        importance:
          'De noviembre a febrero en Seattle oscurece antes de las 5 de la tarde, así que la mayor parte del tiempo que pasas en casa en invierno es después del atardecer. Una buena iluminación hace seguros los escalones y caminos mojados, disuade a los intrusos y te permite disfrutar del jardín desde adentro durante los largos meses oscuros.',
        frequency:
          'Instalación única, con una revisión anual en otoño para limpiar lentes, reorientar luces y podar las plantas que las tapan.',
        benefits: [
          'Caminos y escalones seguros y bien iluminados',
          'Un jardín que se disfruta de noche',
          'Más seguridad para tu hogar',
          'Bajo costo de funcionamiento con luminarias LED',
        ],
        metaTitle: 'Iluminación de jardines en Bellevue | Evergreen',
        metaDescription:
          'Iluminación LED de bajo voltaje para jardines en Bellevue y Seattle. Luces de caminos, escalones y árboles diseñadas de noche para seguridad y belleza.',
        seoKeywords:
          'iluminación de jardines Bellevue, iluminación exterior Seattle, luces LED para caminos, iluminación de árboles, iluminación de bajo voltaje',
      },
      pt: {
        name: 'Iluminação paisagística',
        description:
          'Iluminação LED de baixa voltagem para caminhos, degraus, árvores e fachadas que deixa seu quintal mais seguro e bonito ao anoitecer, que no inverno de Seattle chega cedo.',
        unit: 'por luminária',
        features: [
          'Luminárias LED de latão maciço e cobre',
          'Projetos para caminhos, degraus, luz de baixo para cima e de cima para baixo',
          'Transformador inteligente com timer e controle por aplicativo',
          'Cabo para enterrar direto sob gramado e canteiros',
        ],
        requirements: [
          'Uma tomada externa perto de onde o transformador será instalado',
          'Uma rápida visita à noite para ver uma prévia do projeto',
        ],
        steps: [
          {
            title: 'Consulta noturna',
            detail: 'Visitamos ao entardecer para ver como o imóvel fica à noite e identificar o que destacar.',
          },
          {
            title: 'Projeto de iluminação',
            detail: 'Planejamos tipos de luminária, posições e ângulos de facho para criar profundidade sem ofuscar os vizinhos.',
          },
          {
            title: 'Instalação',
            detail: 'As luminárias são posicionadas, o cabo é enterrado e as conexões são vedadas contra umidade.',
          },
          {
            title: 'Direcionamento e programação',
            detail: 'Em uma nova visita à noite ajustamos cada facho e programamos o transformador inteligente.',
          },
        ],
        importance:
          'De novembro a fevereiro escurece antes das 17h em Seattle, então a maior parte do tempo que você passa em casa no inverno é depois do pôr do sol. Uma boa iluminação deixa degraus e caminhos molhados seguros, afasta intrusos e permite apreciar o jardim de dentro de casa durante os longos meses escuros.',
        frequency:
          'Instalação única, com uma revisão anual no outono para limpar lentes, reapontar as luzes e podar plantas que as encobrem.',
        benefits: [
          'Caminhos e degraus seguros e bem iluminados',
          'Um quintal para aproveitar à noite',
          'Mais segurança para sua casa',
          'Baixo custo de operação com luminárias LED',
        ],
        metaTitle: 'Iluminação de jardim em Bellevue | Evergreen',
        metaDescription:
          'Iluminação paisagística LED de baixa voltagem em Bellevue e Seattle. Luz para caminhos, degraus e árvores, projetada à noite para segurança e beleza.',
        seoKeywords:
          'iluminação de jardim Bellevue, iluminação externa Seattle, balizadores LED, iluminação de árvores, iluminação de baixa voltagem',
      },
    },
  },
  {
    slug: 'rain-gardens',
    category: 'specialty-services',
    basePrice: 1800,
    priceType: 'fixed',
    pricePerSqft: null,
    pricePerLinearFt: null,
    durationMinutes: 960,
    demand: 'low',
    featured: false,
    sortOrder: 25,
    quoteService: 'landscape-design',
    imagePrompt: 'native plant rain garden with rocks, ferns and shrubs collecting water by a house',
    text: {
      en: {
        name: 'Rain Gardens & Native Plantings',
        description:
          'Shallow planted basins and native plant gardens that soak up roof and driveway runoff, solve soggy spots and support local birds and pollinators.',
        unit: 'per project',
        features: [
          'Infiltration test and sizing to your roof area',
          'Amended bioretention soil mix',
          'Native plants such as sword fern, red-twig dogwood and slough sedge',
          'Rock-lined inlet and overflow',
        ],
        requirements: [
          'A downspout or runoff source that can be redirected',
          'At least 10 feet of distance from the house foundation',
        ],
        steps: [
          {
            title: 'Site and drainage review',
            detail: 'We trace where water flows on your property and run an infiltration test to confirm the soil can drain.',
          },
          {
            title: 'Sizing and design',
            detail: 'The basin is sized to your roof or driveway area, and plants are zoned for wet bottom, slopes and dry rim.',
          },
          {
            title: 'Excavation and soil',
            detail: 'We dig the basin, replace the native clay with bioretention soil and build a level overflow.',
          },
          {
            title: 'Inlet and planting',
            detail: 'Downspouts are piped in through a rock-lined inlet, and the native plants are installed and mulched.',
          },
          {
            title: 'First-year care',
            detail: 'We water through the first dry summer and check the garden after the first big storms.',
          },
        ],
        importance:
          'Rain falling on roofs and driveways in the Puget Sound region carries pollutants straight into streams and Lake Washington, harming salmon. A rain garden captures and filters that water on your property, reduces flooding and soggy lawns, and may qualify for rebates through local programs such as RainWise.',
        frequency:
          'A one-time installation; after the plants establish, light weeding and mulching once or twice a year is all it needs.',
        benefits: [
          'Soggy spots and runoff problems solved',
          'Cleaner water for streams and salmon',
          'Habitat for birds, bees and butterflies',
          'Low-maintenance native plants that need little watering',
        ],
        metaTitle: 'Rain Gardens & Native Plants Seattle | Evergreen',
        metaDescription:
          'Rain gardens and native plant gardens in Seattle and Bellevue. Capture roof runoff, fix soggy yards and protect salmon streams with beautiful plantings.',
        seoKeywords:
          'rain garden Seattle, rain garden Bellevue, native plant garden, stormwater runoff, RainWise rebate, bioretention, drainage solutions',
      },
      es: {
        name: 'Jardines de lluvia y plantas nativas',
        description:
          'Depresiones poco profundas plantadas y jardines de plantas nativas que absorben el agua del techo y la entrada, eliminan los charcos y favorecen a las aves y polinizadores locales.',
        unit: 'por proyecto',
        features: [
          'Prueba de infiltración y dimensionado según el área del techo',
          'Mezcla de suelo de biorretención enmendada',
          'Plantas nativas como helecho espada, cornejo de ramas rojas y carex',
          'Entrada y rebosadero revestidos de piedra',
        ],
        requirements: [
          'Una bajante o fuente de escorrentía que se pueda desviar',
          'Al menos 10 pies de distancia de los cimientos de la casa',
        ],
        steps: [
          {
            title: 'Estudio del terreno y drenaje',
            detail:
              'Seguimos el recorrido del agua en tu propiedad y hacemos una prueba de infiltración para confirmar que el suelo drena.',
          },
          {
            title: 'Dimensionado y diseño',
            detail:
              'Dimensionamos la depresión según el área del techo o la entrada y distribuimos las plantas entre fondo húmedo, taludes y borde seco.',
          },
          {
            title: 'Excavación y suelo',
            detail:
              'Excavamos la depresión, reemplazamos la arcilla nativa por suelo de biorretención y construimos un rebosadero nivelado.',
          },
          {
            title: 'Entrada y plantación',
            detail:
              'Conectamos las bajantes por una entrada revestida de piedra y plantamos y cubrimos con mantillo las especies nativas.',
          },
          {
            title: 'Cuidados del primer año',
            detail: 'Regamos durante el primer verano seco y revisamos el jardín después de las primeras tormentas fuertes.',
          },
        ],
        importance:
          'La lluvia que cae sobre techos y entradas en la región de Puget Sound arrastra contaminantes directamente a los arroyos y al lago Washington, perjudicando al salmón. Un jardín de lluvia capta y filtra esa agua en tu propiedad, reduce inundaciones y céspedes encharcados, y puede calificar para reembolsos de programas locales como RainWise.',
        frequency:
          'Instalación única; una vez establecidas las plantas, basta con un deshierbe ligero y mantillo una o dos veces al año.',
        benefits: [
          'Charcos y problemas de escorrentía resueltos',
          'Agua más limpia para los arroyos y el salmón',
          'Hábitat para aves, abejas y mariposas',
          'Plantas nativas de bajo mantenimiento que necesitan poco riego',
        ],
        metaTitle: 'Jardines de lluvia en Seattle | Evergreen',
        metaDescription:
          'Jardines de lluvia y de plantas nativas en Seattle y Bellevue. Capta el agua del techo, elimina los charcos y protege los arroyos del salmón con estilo.',
        seoKeywords:
          'jardín de lluvia Seattle, jardín de lluvia Bellevue, jardín de plantas nativas, escorrentía pluvial, reembolso RainWise, soluciones de drenaje',
      },
      pt: {
        name: 'Jardins de chuva e plantas nativas',
        description:
          'Bacias rasas plantadas e jardins de plantas nativas que absorvem a água do telhado e da garagem, acabam com áreas encharcadas e favorecem pássaros e polinizadores locais.',
        unit: 'por projeto',
        features: [
          'Teste de infiltração e dimensionamento pela área do telhado',
          'Mistura de solo de biorretenção corrigida',
          'Plantas nativas como samambaia-espada, corniso-de-ramos-vermelhos e carex',
          'Entrada e extravasor revestidos de pedra',
        ],
        requirements: [
          'Uma calha ou fonte de escoamento que possa ser desviada',
          'Pelo menos 10 pés de distância da fundação da casa',
        ],
        steps: [
          {
            title: 'Estudo do terreno e da drenagem',
            detail: 'Seguimos o caminho da água no terreno e fazemos um teste de infiltração para confirmar que o solo drena.',
          },
          {
            title: 'Dimensionamento e projeto',
            detail:
              'A bacia é dimensionada pela área do telhado ou da garagem, e as plantas são distribuídas entre fundo úmido, taludes e borda seca.',
          },
          {
            title: 'Escavação e solo',
            detail: 'Escavamos a bacia, trocamos a argila nativa por solo de biorretenção e construímos um extravasor nivelado.',
          },
          {
            title: 'Entrada e plantio',
            detail:
              'Os condutores da calha são ligados por uma entrada revestida de pedra, e as nativas são plantadas e cobertas.',
          },
          {
            title: 'Cuidados do primeiro ano',
            detail: 'Regamos durante o primeiro verão seco e verificamos o jardim depois das primeiras chuvas fortes.',
          },
        ],
        importance:
          'A chuva que cai em telhados e garagens na região de Puget Sound leva poluentes direto para os córregos e o lago Washington, prejudicando o salmão. Um jardim de chuva capta e filtra essa água no seu terreno, reduz alagamentos e gramados encharcados e pode dar direito a reembolsos de programas locais como o RainWise.',
        frequency:
          'Instalação única; depois que as plantas se firmam, basta uma capina leve e cobertura uma ou duas vezes por ano.',
        benefits: [
          'Áreas encharcadas e escoamento resolvidos',
          'Água mais limpa para córregos e salmões',
          'Abrigo para pássaros, abelhas e borboletas',
          'Plantas nativas de pouca manutenção e pouca rega',
        ],
        metaTitle: 'Jardins de chuva em Seattle | Evergreen',
        metaDescription:
          'Jardins de chuva e de plantas nativas em Seattle e Bellevue. Capte a água do telhado, acabe com áreas encharcadas e proteja os córregos dos salmões.',
        seoKeywords:
          'jardim de chuva Seattle, jardim de chuva Bellevue, jardim de plantas nativas, escoamento pluvial, reembolso RainWise, soluções de drenagem',
      },
    },
  },
];
